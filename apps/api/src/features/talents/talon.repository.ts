import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { talentTotalVotes } from '../../db/talent-votes.ts';

/** Public talent fields only: never email, phone, address or password hash. */
export function selectPublicTalons(db: Kysely<Database>) {
  return db
    .selectFrom('talons as t')
    .select((eb) => [
      't.talonid',
      't.nom_artiste',
      't.nom_complet',
      't.genre_musical',
      't.biographie',
      't.avatar_url',
      't.date_inscription',
      talentTotalVotes(eb),
    ])
    .orderBy('t.date_inscription', 'desc')
    .orderBy('t.talonid', 'desc')
    .execute();
}
