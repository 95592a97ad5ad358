import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const columns = ['concoursid', 'nom_concours', 'description', 'date_debut', 'date_fin', 'status', 'img_url', 'created_at'] as const;

/** Active contests first ('active' < 'inactive'), each group closing soonest first (spec 2 §7). */
export function selectConcours(db: Kysely<Database>, status?: 'active' | 'inactive') {
  let query = db.selectFrom('concours').select(columns);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('status').orderBy('date_fin').orderBy('concoursid').execute();
}

export const selectOneConcours = (db: Kysely<Database>, concoursid: number) =>
  db.selectFrom('concours').select(columns).where('concoursid', '=', concoursid).executeTakeFirst();
