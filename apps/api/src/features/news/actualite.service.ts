import { type Actualite, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { selectActualite, selectActualites } from './actualite.repository.ts';

type ActualiteRow = Awaited<ReturnType<typeof selectActualites>>[number];

const toActualite = (row: ActualiteRow): Actualite => ({ ...row, created_at: row.created_at.toISOString() });

export const listActualites = async (db: Kysely<Database>): Promise<Actualite[]> =>
  (await selectActualites(db)).map(toActualite);

export async function getActualite(db: Kysely<Database>, actualiteid: number): Promise<Actualite> {
  return toActualite(notFoundIf(await selectActualite(db, actualiteid), messages.actualiteNotFound));
}
