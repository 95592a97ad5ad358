// Permission rows of the schedule (only admins add, change or delete programmes;
// moderators moderate dedications, not the week's schedule).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MatrixCase, MatrixRole } from './permission-matrix-types.ts';

const adminOnly = (status: number): Record<MatrixRole, number> => ({ visitor: 401, user: 403, talent: 403, moderator: 403, admin: status });
const programme = { title: 'Matrice', heure_debut: '10:00', heure_fin: '11:00', specific_date: '2026-12-01' };
const aProgramme = async (db: Kysely<Database>) =>
  (await db.insertInto('programmes').values({ title: 'Matrice', start_time: '10:00', end_time: '11:00', specific_date: '2026-12-01' }).returning('id').executeTakeFirstOrThrow()).id;
const aProgrammeWithEmission = async (db: Kysely<Database>) => {
  const emission = await db.insertInto('emissions').values({ title: 'Matrice' }).returning('id').executeTakeFirstOrThrow();
  return (
    await db
      .insertInto('programmes')
      .values({ title: 'Matrice', start_time: '10:00', end_time: '11:00', specific_date: '2026-12-01', emission_id: emission.id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

const signedIn = (status: number): Record<MatrixRole, number> => ({ visitor: 401, user: status, talent: status, moderator: status, admin: status });
const subscription = (unique: string) => ({ endpoint: `https://push.example.org/matrix-${unique}`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } });

export const SCHEDULE_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/schedule/programmes': [{ scenario: 'add a programme', request: () => ({ path: '/api/schedule/programmes', body: programme }), expect: adminOnly(201) }],
  'PUT /api/schedule/programmes/:id': [
    { scenario: 'change a programme', request: async ({ db }) => ({ path: `/api/schedule/programmes/${await aProgramme(db)}`, body: programme }), expect: adminOnly(200) },
  ],
  'DELETE /api/schedule/programmes/:id': [
    { scenario: 'delete a programme', request: async ({ db }) => ({ path: `/api/schedule/programmes/${await aProgramme(db)}` }), expect: adminOnly(200) },
    {
      scenario: 'delete a programme and its emission',
      request: async ({ db }) => ({ path: `/api/schedule/programmes/${await aProgrammeWithEmission(db)}?deleteEmission=true` }),
      expect: adminOnly(200),
    },
  ],
  // 'Suivre': every account keeps its own follows; reminders belong to a device's push subscription.
  'POST /api/schedule/follows': [
    { scenario: 'follow a programme', request: async ({ db }) => ({ path: '/api/schedule/follows', body: { programme_id: await aProgramme(db) } }), expect: signedIn(201) },
  ],
  'DELETE /api/schedule/follows/:programmeId': [
    { scenario: 'stop following a programme', request: async ({ db }) => ({ path: `/api/schedule/follows/${await aProgramme(db)}` }), expect: signedIn(200) },
  ],
  'POST /api/schedule/reminders': [
    {
      scenario: 'any device asks for a reminder',
      request: async ({ db, unique }) => ({ path: '/api/schedule/reminders', body: { programme_id: await aProgramme(db), subscription: subscription(unique) } }),
      expect: { visitor: 201, user: 201, talent: 201, moderator: 201, admin: 201 },
    },
  ],
  'DELETE /api/schedule/reminders/:programmeId': [
    {
      scenario: 'a device drops its reminder',
      request: async ({ db, unique }) => ({ path: `/api/schedule/reminders/${await aProgramme(db)}`, body: { endpoint: subscription(unique).endpoint } }),
      expect: { visitor: 200, user: 200, talent: 200, moderator: 200, admin: 200 },
    },
  ],
};
