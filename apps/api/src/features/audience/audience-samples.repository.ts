// Writes of the audience job: the minute sample, then its roll-ups, recomputed from what is stored
// (idempotent: a turn run twice, or by two processes one after the other, gives the same rows).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Minutes are kept this long; hours and days for good. */
export const MINUTES_KEPT_DAYS = 30;

/** True when this call wrote the minute, false when it was already there (the primary key decides). */
export async function insertMinute(
  db: Kysely<Database>,
  sample: { minute: Date; listeners: number; programmeId: number | null; programmeTitle: string | null },
): Promise<boolean> {
  const written = await db
    .insertInto('audience_minutes')
    .values({ minute: sample.minute, listeners: sample.listeners, programme_id: sample.programmeId, programme_title: sample.programmeTitle })
    .onConflict((oc) => oc.column('minute').doNothing())
    .returning('minute')
    .executeTakeFirst();
  return written !== undefined;
}

/** Recomputes the hours from `from` on out of the minutes, per programme. */
export async function rollUpHours(db: Kysely<Database>, from: Date): Promise<void> {
  await sql`insert into audience_hours (hour, programme_id, programme_title, samples, listeners_sum, listeners_peak)
    select date_trunc('hour', minute), coalesce(programme_id, 0), max(programme_title), count(*), sum(listeners), max(listeners)
    from audience_minutes where minute >= date_trunc('hour', ${from}::timestamptz)
    group by 1, 2
    on conflict (hour, programme_id) do update set programme_title = excluded.programme_title, samples = excluded.samples,
      listeners_sum = excluded.listeners_sum, listeners_peak = excluded.listeners_peak`.execute(db);
}

/** Recomputes the Paris days from the day of `from` on out of the hours. */
export async function rollUpDays(db: Kysely<Database>, from: Date): Promise<void> {
  await sql`insert into audience_days (day, programme_id, programme_title, samples, listeners_sum, listeners_peak)
    select (hour at time zone 'Europe/Paris')::date, programme_id, max(programme_title), sum(samples), sum(listeners_sum), max(listeners_peak)
    from audience_hours
    where hour >= (date_trunc('day', ${from}::timestamptz at time zone 'Europe/Paris') at time zone 'Europe/Paris')
    group by 1, 2
    on conflict (day, programme_id) do update set programme_title = excluded.programme_title, samples = excluded.samples,
      listeners_sum = excluded.listeners_sum, listeners_peak = excluded.listeners_peak`.execute(db);
}

/**
 * Contest votes by hour, from the votes themselves: from the last hour already rolled up (all of
 * history the first time), so votes keep counting after a contest or an account is deleted.
 */
export async function rollUpVotes(db: Kysely<Database>): Promise<void> {
  await sql`insert into audience_vote_hours (hour, concours_id, concours_title, free_votes, premium_votes)
    select date_trunc('hour', v.created_at), v.concours_id, max(c.nom_concours),
      count(*) filter (where v.type_vote = 'gratuit'), count(*) filter (where v.type_vote = 'premium')
    from votes v left join concours c on c.concoursid = v.concours_id
    where v.created_at >= coalesce((select max(hour) from audience_vote_hours), '-infinity'::timestamptz)
    group by 1, 2
    on conflict (hour, concours_id) do update set concours_title = coalesce(excluded.concours_title, audience_vote_hours.concours_title),
      free_votes = excluded.free_votes, premium_votes = excluded.premium_votes`.execute(db);
}

export async function purgeOldMinutes(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('audience_minutes')
    .where('minute', '<', sql<Date>`${now}::timestamptz - make_interval(days => ${MINUTES_KEPT_DAYS})`)
    .execute();
}
