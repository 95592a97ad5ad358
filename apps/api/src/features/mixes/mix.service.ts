import { type Mix, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { selectMix, selectMixes, updateMixListeners } from './mix.repository.ts';

type MixRow = Awaited<ReturnType<typeof selectMixes>>[number];

const toMix = (row: MixRow): Mix => ({ ...row, created_at: row.created_at.toISOString() });

export const listMixes = async (db: Kysely<Database>): Promise<Mix[]> => (await selectMixes(db)).map(toMix);

export async function getMix(db: Kysely<Database>, mixid: number): Promise<Mix> {
  return toMix(notFoundIf(await selectMix(db, mixid), messages.mixNotFound));
}

export async function recordMixListen(db: Kysely<Database>, mixid: number, isStarting: boolean): Promise<Mix> {
  notFoundIf(await updateMixListeners(db, mixid, isStarting), messages.mixNotFound);
  return getMix(db, mixid);
}
