import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export const selectAboutImages = (db: Kysely<Database>) =>
  db.selectFrom('about_images').select(['image_key', 'image_filename', 'alt_text']).orderBy('id').execute();
