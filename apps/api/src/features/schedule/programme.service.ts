import type { Programme } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectProgrammes } from './programme.repository.ts';

/** Postgres `time` reads back as 'HH:mm:ss'; the spec's shows carry 'HH:mm'. */
export const toHourMinute = (time: string) => time.slice(0, 5);

export async function listProgrammes(db: Kysely<Database>): Promise<Programme[]> {
  const rows = await selectProgrammes(db);
  return rows.map((row) => ({ ...row, start_time: toHourMinute(row.start_time), end_time: toHourMinute(row.end_time) }));
}
