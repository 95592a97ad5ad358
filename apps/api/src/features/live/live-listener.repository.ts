import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

// Times come from the database clock so every API instance agrees on "the last minute".

/** The players heard since the last batch, in one statement whatever their number. */
export const touchListeners = (db: Kysely<Database>, listenerIds: readonly string[]) =>
  db
    .insertInto('live_listeners')
    .values(listenerIds.map((listener_id) => ({ listener_id, last_seen: sql`now()` })))
    .onConflict((oc) => oc.column('listener_id').doUpdateSet({ last_seen: sql`now()` }))
    .execute();

/** The players that said goodbye (or whose event stream closed) since the last batch. */
export const removeListeners = (db: Kysely<Database>, listenerIds: readonly string[]) =>
  db.deleteFrom('live_listeners').where('listener_id', 'in', listenerIds).execute();

export async function isKnownListener(db: Kysely<Database>, listenerId: string): Promise<boolean> {
  const row = await db.selectFrom('live_listeners').select('listener_id').where('listener_id', '=', listenerId).executeTakeFirst();
  return row !== undefined;
}

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

/** A shared figure if another process computed it less than maxAgeMs ago (database clock). */
export async function freshFigure(db: Kysely<Database>, name: string, maxAgeMs: number): Promise<number | null> {
  const row = await db
    .selectFrom('live_figures')
    .select('value')
    .where('name', '=', name)
    .where('computed_at', '>', sql<Date>`now() - make_interval(secs => ${maxAgeMs / 1000})`)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function lastFigure(db: Kysely<Database>, name: string): Promise<number | null> {
  const row = await db.selectFrom('live_figures').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

export const writeFigure = (db: Kysely<Database>, name: string, value: number) =>
  db
    .insertInto('live_figures')
    .values({ name, value, computed_at: sql`now()` })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, computed_at: sql`now()` }))
    .execute();
