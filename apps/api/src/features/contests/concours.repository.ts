import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const columns = ['concoursid', 'nom_concours', 'description', 'date_debut', 'date_fin', 'status', 'img_url', 'created_at'] as const;

/** Active contests first ('active' < 'inactive'), each group closing soonest first. */
export function selectConcours(db: Kysely<Database>, status?: 'active' | 'inactive') {
  let query = db.selectFrom('concours').select(columns);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('status').orderBy('date_fin').orderBy('concoursid').execute();
}

export const selectOneConcours = (db: Kysely<Database>, concoursid: number) =>
  db.selectFrom('concours').select(columns).where('concoursid', '=', concoursid).executeTakeFirst();

type ConcoursValues = { nom_concours: string; description: string; date_debut: string; date_fin: string; status: 'active' | 'inactive'; img_url?: string | null };

export const insertConcours = (db: Kysely<Database>, values: ConcoursValues) =>
  db.insertInto('concours').values(values).returning(columns).executeTakeFirstOrThrow();

export const updateConcours = (db: Kysely<Database>, concoursid: number, values: Partial<ConcoursValues>) =>
  db.updateTable('concours').set(values).where('concoursid', '=', concoursid).returning(columns).executeTakeFirst();

export const deleteConcours = (db: Kysely<Database>, concoursid: number) =>
  db.deleteFrom('concours').where('concoursid', '=', concoursid).returning(['concoursid', 'img_url']).executeTakeFirst();

/** The confirmed premium revenue of a contest: the paid payments behind its premium votes. */
export async function selectPremiumRevenueCents(db: Kysely<Database>, concoursid: number): Promise<number> {
  const row = await db
    .selectFrom('votes as v')
    .innerJoin('payments as p', 'p.id', 'v.payment_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount_cents'), eb.val(0)).as('cents'))
    .where('v.concours_id', '=', concoursid)
    .where('p.status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}
