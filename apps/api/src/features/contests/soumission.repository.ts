import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Submissions with their talent's names and vote counts, newest first. */
export function selectSoumissions(db: Kysely<Database>, concoursId?: number) {
  let query = db
    .selectFrom('soumissions as s')
    .innerJoin('talons as t', 't.talonid', 's.talon_id')
    .leftJoin('votes as v', 'v.soumission_id', 's.soumissionid')
    .select((eb) => [
      's.soumissionid',
      's.concours_id',
      's.talon_id',
      's.nom_artiste',
      't.nom_artiste as talon_nom_artiste',
      't.nom_complet',
      's.music_url',
      's.description',
      's.date_soumission',
      eb.fn.count<number>('v.id').filterWhere('v.type_vote', '=', 'gratuit').as('votes_gratuit'),
      eb.fn.count<number>('v.id').filterWhere('v.type_vote', '=', 'premium').as('votes_premium'),
    ])
    .groupBy(['s.soumissionid', 't.talonid']);
  if (concoursId !== undefined) query = query.where('s.concours_id', '=', concoursId);
  return query.orderBy('s.date_soumission', 'desc').orderBy('s.soumissionid', 'desc').execute();
}
