// Who may take the air from the app, and when: an admin at any time; the account linked to a
// presenter during that presenter's programme slots, from STUDIO_EARLY_MS before each one starts
// until it ends (Europe/Paris schedule, today's slots). Everyone else: not at all.
import { type Account, STUDIO_EARLY_MS, type StudioSlot, endSecondOf, parisInstant, parisWallTime, secondsOf } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toStoredRole } from '../../lib/auth.ts';
import { selectProgrammesOfDay } from '../live/on-air.repository.ts';
import { selectPresenterOfAccount } from '../presenters/presenter-account.repository.ts';

export interface StudioAccess {
  mayTakeAir: boolean;
  /** The presenter's slot in reach now, else its next one today; null for an admin. */
  slot: StudioSlot | null;
}

/** The studio's door for this account at `now`; undefined: neither an admin nor a linked presenter. */
export async function studioAccess(db: Kysely<Database>, account: Account, now: Date): Promise<StudioAccess | undefined> {
  if (account.role === 'admin') return { mayTakeAir: true, slot: null };
  const presenter = await selectPresenterOfAccount(db, { role: toStoredRole(account.role), account_id: account.id });
  if (!presenter) return undefined;
  const wall = parisWallTime(now);
  const slots = (await selectProgrammesOfDay(db, wall.date, wall.weekday))
    .filter((programme) => programme.animateur_id === presenter.animateurid)
    .map((programme) => ({
      title: programme.title,
      startsAt: parisInstant(wall.date, secondsOf(programme.start_time)),
      endsAt: parisInstant(wall.date, endSecondOf(programme.end_time)),
    }))
    .filter((slot) => slot.endsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const next = slots[0];
  if (!next) return { mayTakeAir: false, slot: null };
  return {
    mayTakeAir: next.startsAt.getTime() - STUDIO_EARLY_MS <= now.getTime(),
    slot: { title: next.title, starts_at: next.startsAt.toISOString(), ends_at: next.endsAt.toISOString() },
  };
}
