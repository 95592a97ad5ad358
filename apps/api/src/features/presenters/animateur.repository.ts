import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

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

/** Visible presenters only (DECISIONS.md 13), newest first as the presenters view sorts them. */
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
