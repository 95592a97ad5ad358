import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Times come from the database clock so every API instance agrees on "the last minute". */
export const touchListener = (db: Kysely<Database>, listenerId: string) =>
  db
    .insertInto('live_listeners')
    .values({ listener_id: listenerId, last_seen: sql`now()` })
    .onConflict((oc) => oc.column('listener_id').doUpdateSet({ last_seen: sql`now()` }))
    .execute();

export async function isKnownListener(db: Kysely<Database>, listenerId: string): Promise<boolean> {
  const row = await db.selectFrom('live_listeners').select('listener_id').where('listener_id', '=', listenerId).executeTakeFirst();
  return row !== undefined;
}

export const removeListener = (db: Kysely<Database>, listenerId: string) =>
  db.deleteFrom('live_listeners').where('listener_id', '=', listenerId).execute();

export async function countListeners(db: Kysely<Database>, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('live_listeners')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('last_seen', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Forgets players gone for a while (closed tabs never say goodbye). */
export const purgeListeners = (db: Kysely<Database>, olderThanSeconds: number) =>
  db
    .deleteFrom('live_listeners')
    .where('last_seen', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
