import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** spec 1 §7: all columns, most recently updated first. */
export const selectTvStreams = (db: Kysely<Database>) =>
  db
    .selectFrom('tv_streams')
    .select(['id', 'title', 'description', 'stream_type', 'stream_url', 'poster_url', 'is_live', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
