// Permission rows of the talent contest: contests and their moderation are the admins',
// entries the talents' own (or an admin's), the registration form the talents'.
import { addDays, contestMessages, parisDate } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MatrixCase, MatrixContext } from './permission-matrix-types.ts';
import { fileOf, formOf, imageBytes, mp3Bytes } from './upload-fixtures.ts';

const adminOnly = { visitor: 401, user: 403, talent: 403, moderator: 403, admin: 200 };
const contestForm = () =>
  formOf({ nom_concours: 'Matrice', description: 'Concours de la matrice', date_debut: parisDate(), date_fin: addDays(parisDate(), 10) });
const aContest = async (db: Kysely<Database>) =>
  (await db.insertInto('concours').values({ nom_concours: 'Matrice', description: 'Jetable', date_debut: parisDate(), date_fin: addDays(parisDate(), 10) }).returning('concoursid').executeTakeFirstOrThrow()).concoursid;
const entryOf = async (db: Kysely<Database>, talonId: number) =>
  (await db.insertInto('soumissions').values({ concours_id: 1, talon_id: talonId, nom_artiste: 'Matrice', music_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Jetable' }).returning('soumissionid').executeTakeFirstOrThrow()).soumissionid;
/** An entry of the requester when it is a talent (Nina), else of Nina: the "own entry" row. */
const ownEntry = ({ db, ids }: MatrixContext) => entryOf(db, ids.talent);
const entryBody = { nom_artiste: 'Matrice', music_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Modifiée' };
const entryRefusals = { user: contestMessages.onlyOwnEntries, moderator: contestMessages.onlyOwnEntries };
const ownerOrAdmin = { visitor: 401, user: 403, talent: 200, moderator: 403, admin: 200 };
const othersEntry = { visitor: 401, user: 403, talent: 403, moderator: 403, admin: 200 };
const othersRefusals = { ...entryRefusals, talent: contestMessages.onlyOwnEntries };

export const CONTESTS_MATRIX: Record<string, MatrixCase[]> = {
  // The matrix app has no Stripe settings: a listener reaches the provider check (503); the others are
  // stopped before it. premium-vote.routes.test.ts covers the configured station.
  'POST /api/votes/premium-checkout': [
    {
      scenario: 'buy a premium vote',
      request: () => ({ path: '/api/votes/premium-checkout', body: { soumission_id: 1 } }),
      expect: { visitor: 401, user: 503, talent: 403, moderator: 403, admin: 403 },
      refusals: { talent: 'Les talents ne peuvent pas voter.', moderator: 'Les administrateurs et modérateurs ne participent pas aux votes.', admin: 'Les administrateurs et modérateurs ne participent pas aux votes.' },
    },
  ],
  // Stripe's call: no account is involved, the signature is the credential (premium-vote.routes.test.ts).
  'POST /api/payments/stripe/webhook': [
    { scenario: 'a webhook without payment settings', request: () => ({ path: '/api/payments/stripe/webhook', body: {} }), expect: { visitor: 503, user: 503, talent: 503, moderator: 503, admin: 503 } },
  ],
  'POST /api/contest-registrations': [
    {
      scenario: 'a talent registers with a photo and an MP3',
      request: async () => ({ path: '/api/contest-registrations', body: await registrationForm() }),
      expect: { visitor: 401, user: 403, talent: 201, moderator: 403, admin: 403 },
      refusals: { user: contestMessages.artistProfileRequired, moderator: contestMessages.artistProfileRequired, admin: contestMessages.artistProfileRequired },
    },
  ],
  'POST /api/concours': [{ scenario: 'create a contest', request: () => ({ path: '/api/concours', body: contestForm() }), expect: { ...adminOnly, admin: 201 } }],
  'PUT /api/concours/:concoursid': [{ scenario: 'edit a contest', request: async ({ db }) => ({ path: `/api/concours/${await aContest(db)}`, body: contestForm() }), expect: adminOnly }],
  'DELETE /api/concours/:concoursid': [{ scenario: 'delete a contest', request: async ({ db }) => ({ path: `/api/concours/${await aContest(db)}` }), expect: adminOnly }],
  'POST /api/concours/:concoursid/close': [{ scenario: 'close a contest', request: async ({ db }) => ({ path: `/api/concours/${await aContest(db)}/close` }), expect: adminOnly }],
  'POST /api/soumissions-concours': [
    {
      scenario: 'a talent enters a contest',
      request: () => ({ path: '/api/soumissions-concours', body: { ...entryBody, concours_id: 1 } }),
      expect: { visitor: 401, user: 403, talent: 201, moderator: 403, admin: 403 },
      refusals: { user: contestMessages.talentsOnly, moderator: contestMessages.talentsOnly, admin: contestMessages.talentsOnly },
    },
  ],
  'PUT /api/soumissions-concours/:id': [
    { scenario: 'own entry', request: async (ctx) => ({ path: `/api/soumissions-concours/${await ownEntry(ctx)}`, body: entryBody }), expect: ownerOrAdmin, refusals: entryRefusals },
    { scenario: "another talent's entry", request: async ({ db, ids }) => ({ path: `/api/soumissions-concours/${await entryOf(db, ids.otherTalent)}`, body: entryBody }), expect: othersEntry, refusals: othersRefusals },
  ],
  'PATCH /api/soumissions-concours/:id': [
    { scenario: 'own entry', request: async (ctx) => ({ path: `/api/soumissions-concours/${await ownEntry(ctx)}`, body: { description: 'Modifiée' } }), expect: ownerOrAdmin, refusals: entryRefusals },
    { scenario: "another talent's entry", request: async ({ db, ids }) => ({ path: `/api/soumissions-concours/${await entryOf(db, ids.otherTalent)}`, body: { description: 'Modifiée' } }), expect: othersEntry, refusals: othersRefusals },
  ],
  'DELETE /api/soumissions-concours/:id': [
    { scenario: 'own entry', request: async (ctx) => ({ path: `/api/soumissions-concours/${await ownEntry(ctx)}` }), expect: ownerOrAdmin, refusals: entryRefusals },
    { scenario: "another talent's entry", request: async ({ db, ids }) => ({ path: `/api/soumissions-concours/${await entryOf(db, ids.otherTalent)}` }), expect: othersEntry, refusals: othersRefusals },
  ],
};

/** A valid /inscription-concours form (hoisted: the matrix above uses it). */
export async function registrationForm() {
  return formOf({
    name: 'Nina Rose',
    email: 'nina.rose@example.org',
    phone: '06 12 34 56 78',
    category: 'pop',
    description: 'Chanteuse pop.',
    song_title: 'Lumière',
    media_url: 'https://www.instagram.com/ninarose',
    photo: fileOf(await imageBytes('jpeg', 400, 400), 'photo.jpg'),
    song: fileOf(mp3Bytes(1), 'lumiere.mp3'),
  });
}
