// Permission rows of the schedule (spec 2 §6: only admins add, change or delete programmes;
// moderators moderate dedications, not the week's schedule).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MatrixCase, MatrixRole } from './permission-matrix.ts';

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
};
