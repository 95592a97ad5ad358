import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Submissions with their talent's names and vote totals (kept on the row), newest first. */
export function selectSoumissions(db: Kysely<Database>, filter: { concoursId?: number; soumissionId?: number } = {}) {
  let query = db
    .selectFrom('soumissions as s')
    .innerJoin('talons as t', 't.talonid', 's.talon_id')
    .select([
      's.soumissionid',
      's.concours_id',
      's.talon_id',
      's.nom_artiste',
      't.nom_artiste as talon_nom_artiste',
      't.nom_complet',
      's.music_url',
      's.description',
      's.date_soumission',
      's.votes_gratuit',
      's.votes_premium',
    ]);
  if (filter.concoursId !== undefined) query = query.where('s.concours_id', '=', filter.concoursId);
  if (filter.soumissionId !== undefined) query = query.where('s.soumissionid', '=', filter.soumissionId);
  return query.orderBy('s.date_soumission', 'desc').orderBy('s.soumissionid', 'desc').execute();
}

/** The contest an entry would join, and whether it takes entries today (active, not yet over; Paris calendar). */
export const selectEntryContest = (db: Kysely<Database>, concoursid: number) =>
  db
    .selectFrom('concours')
    .select(['concoursid', sql<boolean>`status = 'active' and (now() at time zone 'Europe/Paris')::date <= date_fin`.as('open')])
    .where('concoursid', '=', concoursid)
    .executeTakeFirst();

export const selectSoumissionOwner = (db: Kysely<Database>, soumissionid: number) =>
  db.selectFrom('soumissions').select(['soumissionid', 'talon_id']).where('soumissionid', '=', soumissionid).executeTakeFirst();

export const insertSoumission = (db: Kysely<Database>, values: { concours_id: number; talon_id: number; nom_artiste: string; music_url: string; description: string }) =>
  db.insertInto('soumissions').values(values).returning('soumissionid').executeTakeFirstOrThrow();

export const updateSoumission = (db: Kysely<Database>, soumissionid: number, values: { nom_artiste?: string; music_url?: string; description?: string }) =>
  db.updateTable('soumissions').set(values).where('soumissionid', '=', soumissionid).executeTakeFirst();

export const deleteSoumission = (db: Kysely<Database>, soumissionid: number) =>
  db.deleteFrom('soumissions').where('soumissionid', '=', soumissionid).executeTakeFirst();
