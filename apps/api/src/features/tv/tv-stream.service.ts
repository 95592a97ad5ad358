import type { TvStream } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectTvStreams } from './tv-stream.repository.ts';

export const listTvStreams = async (db: Kysely<Database>): Promise<TvStream[]> =>
  (await selectTvStreams(db)).map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
