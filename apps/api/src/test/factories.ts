// Rows the API tests add or look up, on the test file's own database (a copy of the seeded template).
import { PROGRAMME_DEFAULTS } from '@station/tests/support/test-data.ts';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ProgrammeTable } from '../features/schedule/programme.table.ts';

/** Inserts a programme (the shared defaults under the given fields) and returns its id. */
export const insertProgramme = async (db: Kysely<Database>, fields: Partial<Insertable<ProgrammeTable>> = {}): Promise<number> =>
  (await db.insertInto('programmes').values({ ...PROGRAMME_DEFAULTS, ...fields }).returning('id').executeTakeFirstOrThrow()).id;

/** The first seeded mix, article and emission. */
export const firstMixId = async (db: Kysely<Database>) => (await db.selectFrom('mixes').select('mixid').orderBy('mixid').executeTakeFirstOrThrow()).mixid;
export const firstArticleId = async (db: Kysely<Database>) =>
  (await db.selectFrom('actualites').select('actualiteid').orderBy('actualiteid').executeTakeFirstOrThrow()).actualiteid;
export const firstEmissionId = async (db: Kysely<Database>) => (await db.selectFrom('emissions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

/** An entry of an active contest whose dates include today (the seed's contests are relative to today). */
export const openSubmissionId = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('soumissions as s')
      .innerJoin('concours as c', 'c.concoursid', 's.concours_id')
      .select('s.soumissionid')
      .where('c.status', '=', 'active')
      .orderBy('s.soumissionid')
      .executeTakeFirstOrThrow()
  ).soumissionid;
