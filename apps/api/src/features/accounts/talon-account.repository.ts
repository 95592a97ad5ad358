import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { talentTotalVotes } from '../../db/talent-votes.ts';
import type { TalonTable } from './account.table.ts';

/** One talent with every column but the hash, and the votes its submissions received. */
export function findTalon(db: Kysely<Database>, talonid: number) {
  return db
    .selectFrom('talons as t')
    .select((eb) => [
      't.talonid',
      't.nom_artiste',
      't.nom_complet',
      't.email',
      't.telephone',
      't.address',
      't.genre_musical',
      't.biographie',
      't.avatar_url',
      't.date_inscription',
      talentTotalVotes(eb),
    ])
    .where('t.talonid', '=', talonid)
    .executeTakeFirst();
}

export const insertTalon = (
  db: Kysely<Database>,
  values: Omit<TalonTable, 'talonid' | 'date_inscription' | 'updated_at' | 'email_verified_at'>,
) => db.insertInto('talons').values(values).returning('talonid').executeTakeFirstOrThrow();

export const updateTalon = (db: Kysely<Database>, talonid: number, values: Updateable<TalonTable>) =>
  db
    .updateTable('talons')
    .set({ ...values, updated_at: new Date() })
    .where('talonid', '=', talonid)
    .returning('talonid')
    .executeTakeFirst();
