import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AnimateurTable } from './animateur.table.ts';

const columns = [
  'animateurid',
  'nom',
  'prenom',
  'categorie',
  'description',
  'fb_url',
  'insta_url',
  'tiktok_url',
  'img_url',
  'role',
] as const;

/** Visible presenters only, newest first as the presenters view sorts them. */
export function selectVisibleAnimateurs(db: Kysely<Database>) {
  return db.selectFrom('animateurs').select(columns).where('hidden', '=', false).orderBy('animateurid', 'desc').execute();
}

export function selectVisibleAnimateur(db: Kysely<Database>, animateurid: number) {
  return db
    .selectFrom('animateurs')
    .select(columns)
    .where('animateurid', '=', animateurid)
    .where('hidden', '=', false)
    .executeTakeFirst();
}

/** Which of `ids` are visible presenters: hidden ones are never offered as hosts. */
export async function selectVisibleIds(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('animateurs').select('animateurid').where('animateurid', 'in', ids).where('hidden', '=', false).execute();
  return rows.map((row) => row.animateurid);
}

export function insertAnimateur(db: Kysely<Database>, values: Insertable<AnimateurTable>) {
  return db.insertInto('animateurs').values(values).returning(columns).executeTakeFirstOrThrow();
}

/** Updates a visible presenter; undefined when there is none with that id. */
export function updateVisibleAnimateur(db: Kysely<Database>, animateurid: number, values: Updateable<AnimateurTable>) {
  return db
    .updateTable('animateurs')
    .set(values)
    .where('animateurid', '=', animateurid)
    .where('hidden', '=', false)
    .returning(columns)
    .executeTakeFirst();
}

export function deleteVisibleAnimateur(db: Kysely<Database>, animateurid: number) {
  return db.deleteFrom('animateurs').where('animateurid', '=', animateurid).where('hidden', '=', false).returning('img_url').executeTakeFirst();
}
