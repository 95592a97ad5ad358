import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The home slider's images in display order (spec 1 §3). */
export const selectHeroImages = (db: Kysely<Database>) =>
  db
    .selectFrom('hero_images')
    .select(['id', 'title', 'description', 'image_filename', 'display_order', 'created_at'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
