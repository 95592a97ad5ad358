import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const columns = [
  'actualiteid',
  'title',
  'img_url',
  'categorie',
  'date',
  'hoster_name',
  'description',
  'content',
  'podcast_url',
  'created_at',
] as const;

/** Newest first; contest news are among them, told apart by their category. */
export const selectActualites = (db: Kysely<Database>) =>
  db.selectFrom('actualites').select(columns).orderBy('date', 'desc').orderBy('actualiteid', 'desc').execute();

export const selectActualite = (db: Kysely<Database>, actualiteid: number) =>
  db.selectFrom('actualites').select(columns).where('actualiteid', '=', actualiteid).executeTakeFirst();
