// Permission rows of the hero slider, the about images and the TV streams: the admin's
// only. Bodies are real (a valid image, a valid channel), so the admin's row gets the success.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MatrixCase } from './permission-matrix-types.ts';
import { fileOf, formOf, imageBytes } from './upload-fixtures.ts';

const adminOnly = (status: number) => ({ visitor: 401, user: 403, talent: 403, moderator: 403, admin: status });

/** A hero image of its own for each request (its file is absent: removing it is a no-op). */
const aHeroImage = async (db: Kysely<Database>) =>
  (
    await db
      .insertInto('hero_images')
      .values({ title: 'Matrice', image_filename: 'matrice-absente.jpg', display_order: 99 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const aTvStream = async (db: Kysely<Database>) =>
  (
    await db
      .insertInto('tv_streams')
      .values({ title: 'Matrice TV', stream_url: 'https://example.org/matrice.m3u8', stream_type: 'hls', description: null, poster_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const channelForm = (title: string) => formOf({ title, stream_type: 'hls', stream_url: 'https://example.org/live.m3u8', is_live: 'false' });

export const STAFF_MEDIA_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/hero-images/upload': [
    {
      scenario: 'adding a hero image',
      request: async () => ({ path: '/api/hero-images/upload', body: formOf({ title: 'Matrice', image: fileOf(await imageBytes('jpeg', 64, 36), 'hero.jpg') }) }),
      expect: adminOnly(201),
    },
  ],
  'DELETE /api/hero-images/:id': [
    { scenario: 'deleting a hero image', request: async ({ db }) => ({ path: `/api/hero-images/${await aHeroImage(db)}` }), expect: adminOnly(200) },
  ],
  'PUT /api/hero-images/reorder/bulk': [
    {
      scenario: 'reordering the slider (the whole list, reversed)',
      request: async ({ db }) => {
        const ids = (await db.selectFrom('hero_images').select('id').orderBy('display_order').orderBy('id').execute()).map((row) => row.id).reverse();
        return { path: '/api/hero-images/reorder/bulk', body: { images: ids.map((id, index) => ({ id, display_order: index + 1 })) } };
      },
      expect: adminOnly(200),
    },
  ],
  'POST /api/about-section/upload/:imageKey': [
    {
      scenario: 'replacing an about image',
      request: async ({ db }) => {
        // The replaced file is removed: point the slot at a file of its own, never the shared demo artwork.
        await db.updateTable('about_images').set({ image_filename: 'matrice-absente.jpg' }).where('image_key', '=', 'equipment').execute();
        return { path: '/api/about-section/upload/equipment', body: formOf({ alt_text: 'Le matériel', image: fileOf(await imageBytes('jpeg', 64, 36), 'a.jpg') }) };
      },
      expect: adminOnly(200),
    },
  ],
  'POST /api/tv-streams': [{ scenario: 'adding a TV channel', request: () => ({ path: '/api/tv-streams', body: channelForm('Matrice') }), expect: adminOnly(201) }],
  'PUT /api/tv-streams/:id': [
    { scenario: 'editing a TV channel', request: async ({ db }) => ({ path: `/api/tv-streams/${await aTvStream(db)}`, body: channelForm('Matrice modifiée') }), expect: adminOnly(200) },
  ],
  'DELETE /api/tv-streams/:id': [
    { scenario: 'deleting a TV channel', request: async ({ db }) => ({ path: `/api/tv-streams/${await aTvStream(db)}` }), expect: adminOnly(200) },
  ],
};
