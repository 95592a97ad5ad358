import type { LikeContentType } from '@station/shared';
import type { Kysely } from 'kysely';
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
