// Permission rows of the presenters' and emissions' staff writes (admins only,
// moderators not). Bodies are real multipart forms with real files, so the admin's status is the
// route's real success.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MatrixCase } from './permission-matrix-types.ts';
import { fileOf, formOf, imageBytes, mp3Bytes } from './upload-fixtures.ts';

const adminOnly = (status: number) => ({ visitor: 401, user: 403, talent: 403, moderator: 403, admin: status });

const photo = async () => fileOf(await imageBytes('jpeg', 40, 30), 'photo.jpg', 'image/jpeg');
const DAY = '2026-12-05';
const dates = JSON.stringify([{ broadcast_date: DAY, broadcast_time: '10:00', heure_fin: '11:00' }]);

const aPresenter = async (db: Kysely<Database>) =>
  (await db.insertInto('animateurs').values({ nom: 'Matrice', prenom: 'Test', img_url: null, fb_url: null, insta_url: null, tiktok_url: null }).returning('animateurid').executeTakeFirstOrThrow())
    .animateurid;

async function anEmission(db: Kysely<Database>) {
  const { id } = await db.insertInto('emissions').values({ title: 'Matrice', img_url: null, mp3_url: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('emission_broadcast_dates').values({ emission_id: id, broadcast_date: DAY, broadcast_time: '10:00', heure_fin: '11:00' }).execute();
  return id;
}

async function anExtraAudio(db: Kysely<Database>) {
  const emissionId = await anEmission(db);
  const { id } = await db
    .insertInto('emission_audio_files')
    .values({ emission_id: emissionId, audio_filename: 'matrice_2026-12-05.mp3', title: 'Matrice', broadcast_date: DAY })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { emissionId, id };
}

export const PRESENTERS_EMISSIONS_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/animateurs': [
    {
      scenario: 'add a presenter with a photo',
      request: async () => ({ path: '/api/animateurs', body: formOf({ nom: 'Matrice', prenom: 'Test', categorie: 'Nuit', description: 'Essai', image: await photo() }) }),
      expect: adminOnly(201),
    },
  ],
  'PUT /api/animateurs/:animateurid': [
    {
      scenario: 'edit a presenter',
      request: async ({ db }) => ({ path: `/api/animateurs/${await aPresenter(db)}`, body: formOf({ nom: 'Matrice', prenom: 'Modifié', role: 'DJ' }) }),
      expect: adminOnly(200),
    },
  ],
  // The account that takes the air as the presenter: admins link it (never public).
  'PUT /api/animateurs/:animateurid/account': [
    { scenario: 'unlink the account of a presenter', request: async ({ db }) => ({ path: `/api/animateurs/${await aPresenter(db)}/account`, body: { email: null } }), expect: adminOnly(200) },
  ],
  'DELETE /api/animateurs/:animateurid': [
    { scenario: 'delete a presenter', request: async ({ db }) => ({ path: `/api/animateurs/${await aPresenter(db)}` }), expect: adminOnly(200) },
  ],
  'POST /api/emissions': [
    {
      scenario: 'add an emission with its image',
      request: async () => ({ path: '/api/emissions', body: formOf({ title: 'Matrice', description: 'Essai', broadcast_dates: dates, animateur_ids: '[]', image: await photo() }) }),
      expect: adminOnly(201),
    },
  ],
  'PUT /api/emissions/:id': [
    {
      scenario: 'edit an emission',
      request: async ({ db }) => ({ path: `/api/emissions/${await anEmission(db)}`, body: formOf({ title: 'Matrice modifiée', description: 'Essai', broadcast_dates: dates }) }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/emissions/:id': [
    { scenario: 'delete an emission', request: async ({ db }) => ({ path: `/api/emissions/${await anEmission(db)}` }), expect: adminOnly(200) },
  ],
  'POST /api/emissions/:id/audio': [
    {
      scenario: 'add a recording of one of its dates',
      request: async ({ db }) => ({
        path: `/api/emissions/${await anEmission(db)}/audio`,
        body: formOf({ selectedAudioDate: DAY, audio: fileOf(mp3Bytes(1), 'replay.mp3', 'audio/mpeg') }),
      }),
      expect: adminOnly(201),
    },
  ],
  'DELETE /api/emissions/:id/audio/:audioId': [
    {
      scenario: 'delete an extra recording',
      request: async ({ db }) => {
        const { emissionId, id } = await anExtraAudio(db);
        return { path: `/api/emissions/${emissionId}/audio/${id}` };
      },
      expect: adminOnly(200),
    },
  ],
};
