// Reads of the 'Audience' page: the stored samples and roll-ups over a window ending at `now`.
import { AUDIENCE_PREVIOUS_WEEKS } from '@station/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Minute by minute (the last 24 h): each minute's figure and programme. */
export const selectMinutes = (db: Kysely<Database>, from: Date, to: Date) =>
  db
    .selectFrom('audience_minutes')
    .select(['minute as at', 'listeners', 'programme_id', 'programme_title'])
    .where('minute', '>=', from)
    .where('minute', '<=', to)
    .orderBy('minute')
    .execute();

/** Hour by hour (7 and 30 days): average and peak, and the programme on air longest in the hour. */
export async function selectHours(db: Kysely<Database>, from: Date, to: Date) {
  const { rows } = await sql<{ at: Date; samples: number; listeners_sum: number; peak: number; programme_id: number; programme_title: string | null }>`
    select hour as at, sum(samples)::int as samples, sum(listeners_sum)::int as listeners_sum, max(listeners_peak) as peak,
      (array_agg(programme_id order by samples desc))[1] as programme_id,
      (array_agg(programme_title order by samples desc))[1] as programme_title
    from audience_hours where hour > date_trunc('hour', ${from}::timestamptz) and hour <= ${to}::timestamptz
    group by hour order by hour`.execute(db);
  return rows;
}

/** Each programme's average and peak over the last 7 days and each of the weeks before. */
export async function selectProgrammeWeeks(db: Kysely<Database>, now: Date) {
  const { rows } = await sql<{ programme_id: number; title: string | null; weeks_ago: number; samples: number; listeners_sum: number; peak: number }>`
    select programme_id, max(programme_title) as title,
      floor(extract(epoch from (${now}::timestamptz - hour)) / 604800)::int as weeks_ago,
      sum(samples)::int as samples, sum(listeners_sum)::int as listeners_sum, max(listeners_peak) as peak
    from audience_hours
    where programme_id <> 0 and hour <= ${now}::timestamptz
      and hour > ${now}::timestamptz - make_interval(days => ${7 * (AUDIENCE_PREVIOUS_WEEKS + 1)})
    group by programme_id, weeks_ago`.execute(db);
  return rows;
}

export const selectTopPlays = (db: Kysely<Database>, fromDay: string, limit: number) =>
  db
    .selectFrom('audience_plays')
    .select((eb) => [
      'kind',
      'item_id',
      eb.fn.max('title').as('title'),
      eb.fn.sum<number>('started').as('started'),
      eb.fn.sum<number>('listened').as('listened'),
    ])
    .where('day', '>=', fromDay)
    .groupBy(['kind', 'item_id'])
    .orderBy('started', 'desc')
    .orderBy('listened', 'desc')
    .limit(limit)
    .execute();

/** Votes per contest by hour (byDay false) or by Paris day. */
export async function selectVotes(db: Kysely<Database>, from: Date, to: Date, byDay: boolean) {
  const bucket = byDay ? sql`((hour at time zone 'Europe/Paris')::date)::text` : sql`to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const { rows } = await sql<{ at: string; concours_id: number; title: string | null; free: number; premium: number }>`
    select ${bucket} as at, concours_id, max(concours_title) as title, sum(free_votes)::int as free, sum(premium_votes)::int as premium
    from audience_vote_hours where hour > date_trunc('hour', ${from}::timestamptz) and hour <= ${to}::timestamptz
    group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}

export async function selectTotals(db: Kysely<Database>) {
  const [accounts, follows, subscribers] = await Promise.all([
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('programme_follows').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('newsletter_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('confirmed_at', 'is not', null)
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { accounts: Number(accounts.count), follows: Number(follows.count), newsletter_subscribers: Number(subscribers.count) };
}
