// Permission rows of the staff's content writes: mixes, news and contest news, all
// admin-only. Their bodies are multipart forms with real files, so an admin gets the real success.
import { WEEKLY_MIX_CATEGORY } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MatrixCase } from './permission-matrix-types.ts';
import { fileOf, formOf, imageBytes, mp3Bytes } from './upload-fixtures.ts';
import { firstArticleId, firstMixId } from './factories.ts';

const adminOnly = (status: number) => ({ visitor: 401, user: 403, talent: 403, moderator: 403, admin: status });

const aDj = async (db: Kysely<Database>) =>
  (await db.selectFrom('animateurs').select('animateurid').where('role', '=', 'DJ').where('hidden', '=', false).orderBy('animateurid').executeTakeFirstOrThrow())
    .animateurid;

const mixForm = async (db: Kysely<Database>, withFiles: boolean) =>
  formOf({
    titre: 'Mix de la matrice',
    description: 'Un mix pour tester les droits.',
    animateur_id: String(await aDj(db)),
    categorie: WEEKLY_MIX_CATEGORY,
    image: withFiles ? fileOf(await imageBytes('png', 64, 64), 'cover.png') : undefined,
    audio: withFiles ? fileOf(mp3Bytes(1), 'mix.mp3') : undefined,
  });

const articleForm = async (withImage: boolean) =>
  formOf({
    title: 'Article de la matrice',
    categorie: 'Musique',
    description: 'Un article pour tester les droits.',
    hoster_name: 'La rédaction',
    image: withImage ? fileOf(await imageBytes('png', 64, 64), 'photo.png') : undefined,
  });

// A row of its own for each role's delete, so every role meets an existing item.
const throwawayMix = async (db: Kysely<Database>) =>
  (
    await db
      .insertInto('mixes')
      .values({ titre: 'À supprimer', categorie: 'House', animateur_id: await aDj(db), mp3_url: 'absent.mp3' })
      .returning('mixid')
      .executeTakeFirstOrThrow()
  ).mixid;
const throwawayArticle = async (db: Kysely<Database>) =>
  (
    await db
      .insertInto('actualites')
      .values({ title: 'À supprimer', categorie: 'Musique', description: 'Bientôt supprimé.' })
      .returning('actualiteid')
      .executeTakeFirstOrThrow()
  ).actualiteid;

export const CONTENT_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/mixes': [
    { scenario: 'admins add a mix with artwork and audio', request: async ({ db }) => ({ path: '/api/mixes', body: await mixForm(db, true) }), expect: adminOnly(201) },
  ],
  'PUT /api/mixes/:mixid': [
    { scenario: 'admins edit a mix, files kept', request: async ({ db }) => ({ path: `/api/mixes/${await firstMixId(db)}`, body: await mixForm(db, false) }), expect: adminOnly(200) },
  ],
  'DELETE /api/mixes/:mixid': [
    { scenario: 'admins delete a mix', request: async ({ db }) => ({ path: `/api/mixes/${await throwawayMix(db)}` }), expect: adminOnly(200) },
  ],
  'POST /api/actualites': [
    { scenario: 'admins publish an article with its image', request: async () => ({ path: '/api/actualites', body: await articleForm(true) }), expect: adminOnly(201) },
  ],
  'PUT /api/actualites/:actualiteid': [
    {
      scenario: 'admins edit an article, image kept',
      request: async ({ db }) => ({ path: `/api/actualites/${await firstArticleId(db)}`, body: await articleForm(false) }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/actualites/:actualiteid': [
    { scenario: 'admins delete an article', request: async ({ db }) => ({ path: `/api/actualites/${await throwawayArticle(db)}` }), expect: adminOnly(200) },
  ],
};
