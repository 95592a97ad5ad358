// Who may take the air from the app, and when: an admin at any time; the account linked to a
// presenter during that presenter's airings, from STUDIO_EARLY_MS before each one starts until it
// ends. An airing is a slot the schedule really plays (Europe/Paris, the on-air rule of
// pickOnAir: a weekly slot replaced by a one-off does not air), today or, near midnight, tomorrow.
// Everyone else: not at all.
import { type Account, STUDIO_EARLY_MS, type StudioSlot, addDays, airingOn, endSecondOf, parisInstant, parisWallTime, pickOnAir, secondsOf, weekdayOf } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toStoredRole } from '../../lib/auth.ts';
import type { AccountRole } from '../accounts/account.table.ts';
import { type DayProgrammeRow, selectProgrammesOfDay } from '../live/on-air.repository.ts';
import { selectPresenterOfAccount } from '../presenters/presenter-account.repository.ts';

/** One airing of a programme: its row and its real instants. */
export interface Airing {
  programme: DayProgrammeRow;
  startsAt: Date;
  endsAt: Date;
}

export interface StudioAccess {
  mayTakeAir: boolean;
  /** The presenter's airing in reach now, else its next one; null for an admin or none. */
  airing: Airing | null;
}

/**
 * What the schedule plays on `day`: each programme the on-air rule picks at its own start (a weekly
 * slot a one-off replaces is not there), until its end or the start of another programme the rule
 * picks instead (a special inside a long slot ends it there).
 */
async function airingsOfDay(db: Kysely<Database>, day: string): Promise<Airing[]> {
  const rows = await selectProgrammesOfDay(db, day, weekdayOf(day));
  return rows
    .filter((row) => pickOnAir(rows, secondsOf(row.start_time))?.id === row.id)
    .map((row) => {
      const start = secondsOf(row.start_time);
      let end = endSecondOf(row.end_time);
      for (const other of rows) {
        const at = secondsOf(other.start_time);
        if (other.id !== row.id && at > start && at < end && pickOnAir(rows, at)?.id !== row.id) end = at;
      }
      return { programme: row, startsAt: parisInstant(day, start), endsAt: parisInstant(day, end) };
    });
}

/** A presenter's airings that have not ended at `now`: today's, and tomorrow's (a 00:00 show taken at 23:50). */
export async function presenterAirings(db: Kysely<Database>, animateurId: number, now: Date): Promise<Airing[]> {
  const today = parisWallTime(now).date;
  const days = await Promise.all([airingsOfDay(db, today), airingsOfDay(db, addDays(today, 1))]);
  return days
    .flat()
    .filter((airing) => airing.programme.animateur_id === animateurId && airing.endsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The studio's door for a stored account at `now`; undefined: neither an admin nor a linked presenter. */
export async function studioAccessOf(db: Kysely<Database>, holder: { role: AccountRole; account_id: number }, now: Date): Promise<StudioAccess | undefined> {
  if (holder.role === 'admin') return { mayTakeAir: true, airing: null };
  const presenter = await selectPresenterOfAccount(db, holder);
  if (!presenter) return undefined;
  const next = (await presenterAirings(db, presenter.animateurid, now))[0];
  if (!next) return { mayTakeAir: false, airing: null };
  return { mayTakeAir: next.startsAt.getTime() - STUDIO_EARLY_MS <= now.getTime(), airing: next };
}

/** The same for the signed-in account. */
export const studioAccess = (db: Kysely<Database>, account: Account, now: Date) =>
  studioAccessOf(db, { role: toStoredRole(account.role), account_id: account.id }, now);

export const toStudioSlot = (airing: Airing | null): StudioSlot | null =>
  airing && { title: airing.programme.title, starts_at: airing.startsAt.toISOString(), ends_at: airing.endsAt.toISOString() };

/** The airing on air at `instant` by the schedule's on-air rule, or null. */
export async function airingAt(db: Kysely<Database>, instant: Date): Promise<Airing | null> {
  const wall = parisWallTime(instant);
  const rows = await selectProgrammesOfDay(db, wall.date, weekdayOf(wall.date));
  const row = pickOnAir(rows, wall.secondOfDay);
  return row ? { programme: row, ...airingOn(row, wall.date) } : null;
}

/**
 * The next instant the schedule changes after `now` (a programme of today or tomorrow starts or
 * ends), or null. radio.liq opens a new recording file then: each part starts inside its own airing
 * and goes with it. A change that leaves the same airing on air (a weekly slot back after a one-off
 * inside it) costs a file that is added to that airing's recording.
 */
export async function nextAiringChange(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const today = parisWallTime(now).date;
  const days = await Promise.all([today, addDays(today, 1)].map(async (day) => ({ day, rows: await selectProgrammesOfDay(db, day, weekdayOf(day)) })));
  const instants = days
    .flatMap(({ day, rows }) => rows.map((row) => airingOn(row, day)))
    .flatMap(({ startsAt, endsAt }) => [startsAt.getTime(), endsAt.getTime()])
    .filter((at) => at > now.getTime());
  return instants.length ? new Date(Math.min(...instants)) : null;
}

/**
 * The airing a pass holder goes on air in at `instant`: a presenter's own (from 10 minutes before
 * it), an admin's the one on air; null for an admin outside any programme. Undefined: this account
 * may not take the air at that instant.
 */
export async function holderAiring(db: Kysely<Database>, holder: { role: AccountRole; account_id: number }, instant: Date): Promise<Airing | null | undefined> {
  const access = await studioAccessOf(db, holder, instant);
  if (!access?.mayTakeAir) return undefined;
  return holder.role === 'admin' ? airingAt(db, instant) : access.airing;
}
