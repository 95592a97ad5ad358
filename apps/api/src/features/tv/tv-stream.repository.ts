import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const COLUMNS = ['id', 'title', 'description', 'stream_type', 'stream_url', 'poster_url', 'is_live', 'updated_at'] as const;

/** All columns, most recently updated first. */
export const selectTvStreams = (db: Kysely<Database>) =>
  db.selectFrom('tv_streams').select(COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();

export const selectTvStream = (db: Kysely<Database>, id: number) => db.selectFrom('tv_streams').select(COLUMNS).where('id', '=', id).executeTakeFirst();

type Values = { title: string; description: string | null; stream_type: string; stream_url: string; poster_url: string | null; is_live: boolean };

export const insertTvStream = (db: Kysely<Database>, values: Values) => db.insertInto('tv_streams').values(values).returning(COLUMNS).executeTakeFirstOrThrow();

export const updateTvStreamRow = (db: Kysely<Database>, id: number, values: Values) =>
  db.updateTable('tv_streams').set({ ...values, updated_at: new Date() }).where('id', '=', id).returning(COLUMNS).executeTakeFirst();

export const deleteTvStreamRow = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('tv_streams').where('id', '=', id).returning(['poster_url']).executeTakeFirst();
