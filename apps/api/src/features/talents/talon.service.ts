import type { PublicTalent } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectPublicTalons } from './talon.repository.ts';

export async function listPublicTalents(db: Kysely<Database>): Promise<PublicTalent[]> {
  const rows = await selectPublicTalons(db);
  return rows.map((row) => ({
    ...row,
    total_votes: row.total_votes ?? 0,
    date_inscription: row.date_inscription.toISOString(),
  }));
}
