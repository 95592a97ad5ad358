// Migrations and the first seeding, once for all the replicas that start together:
// under a Postgres advisory lock held on one connection, so a second process waits, then finds
// the work done. Retried in the background while the database is away (server.ts).
import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

/** Any fixed 64-bit number: the station's 'migrate and seed' lock. */
const PREPARE_LOCK_ID = 4_242_026_113n;

export async function prepareDatabase(db: Kysely<Database>, config: AppConfig): Promise<void> {
  await db.connection().execute(async (connection) => {
    // Polled rather than waited for: a long wait would trip the statement and read timeouts.
    while (!(await tryLock(connection))) await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      await migrateToLatest(connection);
      // Always: the first admin comes from the configuration; the demo content only in the demo.
      await seedIfEmpty(connection, config);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK_ID})`.execute(connection).catch(() => {});
    }
  });
}

async function tryLock(connection: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${PREPARE_LOCK_ID}) as locked`.execute(connection);
  return rows[0]?.locked === true;
}
