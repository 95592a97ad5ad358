import { type Concours, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { selectConcours, selectOneConcours } from './concours.repository.ts';

type ConcoursRow = Awaited<ReturnType<typeof selectConcours>>[number];

const toConcours = (row: ConcoursRow): Concours => ({ ...row, created_at: row.created_at.toISOString() });

export const listConcours = async (db: Kysely<Database>, status?: Concours['status']): Promise<Concours[]> =>
  (await selectConcours(db, status)).map(toConcours);

export async function getConcours(db: Kysely<Database>, concoursid: number): Promise<Concours> {
  return toConcours(notFoundIf(await selectOneConcours(db, concoursid), messages.concoursNotFound));
}
