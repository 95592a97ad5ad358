import type { LikeContentType } from '@station/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface LikeTarget {
  content_type: LikeContentType;
  content_id: number;
}

/** Who likes: exactly one of the likes table's liker columns (its check constraint). */
export type Liker =
  | { column: 'visitor_key'; value: string }
  | { column: 'user_id' | 'talon_id' | 'admin_id'; value: number };

// Likes point at three kinds of content without a foreign key (see the initial schema).
const CONTENT_TABLES = {
  mix: { table: 'mixes', id: 'mixid' },
  emission: { table: 'emissions', id: 'id' },
  actualite: { table: 'actualites', id: 'actualiteid' },
} as const;

export async function contentExists(db: Kysely<Database>, target: LikeTarget) {
  const { table, id } = CONTENT_TABLES[target.content_type];
  const row = await (db as Kysely<any>).selectFrom(table).select(id).where(id, '=', target.content_id).executeTakeFirst();
  return row !== undefined;
}

const whereLiker = (liker: Liker) => (eb: any) => eb(liker.column, '=', liker.value);

/** Inserts the like; false when this liker already liked it (the table's unique keys). */
export async function insertLike(db: Kysely<Database>, target: LikeTarget, liker: Liker) {
  const row = await db
    .insertInto('likes')
    .values({ ...target, [liker.column]: liker.value })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the like; false when there was none. */
export async function deleteLike(db: Kysely<Database>, target: LikeTarget, liker: Liker) {
  const row = await db
    .deleteFrom('likes')
    .where('content_type', '=', target.content_type)
    .where('content_id', '=', target.content_id)
    .where(whereLiker(liker))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countLikes(db: Kysely<Database>, target: LikeTarget) {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('content_type', '=', target.content_type)
    .where('content_id', '=', target.content_id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasLiked(db: Kysely<Database>, target: LikeTarget, liker: Liker) {
  const row = await db
    .selectFrom('likes')
    .select('id')
    .where('content_type', '=', target.content_type)
    .where('content_id', '=', target.content_id)
    .where(whereLiker(liker))
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts of many contents of one type, with whether `liker` liked each (absent ids count 0). */
export async function countMany(db: Kysely<Database>, content_type: LikeContentType, ids: number[], liker: Liker | null) {
  const rows = await db
    .selectFrom('likes')
    .select((eb) => [
      'content_id',
      eb.fn.countAll<number>().as('count'),
      liker ? eb.fn.countAll<number>().filterWhere(liker.column, '=', liker.value).as('mine') : eb.lit(0).as('mine'),
    ])
    .where('content_type', '=', content_type)
    .where('content_id', 'in', ids)
    .groupBy('content_id')
    .execute();
  const byId = new Map(rows.map((row) => [row.content_id, row]));
  return Object.fromEntries(ids.map((id) => [String(id), { count: Number(byId.get(id)?.count ?? 0), hasLiked: Number(byId.get(id)?.mine ?? 0) > 0 }]));
}

/**
 * The per-address cap of visitor likes, in the database. The advisory lock makes
 * concurrent likes of one address wait for each other, so the count read here is the true one.
 */
export async function visitorHitsSince(db: Kysely<Database>, address: string, since: Date) {
  await sql`select pg_advisory_xact_lock(hashtext(${`like-visitor:${address}`}))`.execute(db);
  await db.deleteFrom('like_visitor_hits').where('address', '=', address).where('created_at', '<=', since).execute();
  const row = await db.selectFrom('like_visitor_hits').select((eb) => eb.fn.countAll<number>().as('count')).where('address', '=', address).executeTakeFirstOrThrow();
  return Number(row.count);
}

export const recordVisitorHit = (db: Kysely<Database>, address: string) => db.insertInto('like_visitor_hits').values({ address }).execute();
