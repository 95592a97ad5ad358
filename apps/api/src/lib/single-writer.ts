// Periodic work that every API process runs but only one may do at a time (audience samples,
// the played-titles log, shared live figures): each turn takes a transaction-scoped Postgres
// advisory lock named after the job and skips the turn when another process holds it. Nothing is
// held between turns, so a process that dies leaves no lock behind. The work must still be
// idempotent (a unique key, or "insert unless already there"): two turns can follow each other.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/** Runs work under the job's lock; undefined when another process is doing it right now. */
export async function asSingleWriter<T>(
  db: Kysely<Database>,
  job: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`single-writer:${job}`})) as locked`.execute(trx);
    if (rows[0]?.locked !== true) return undefined;
    return work(trx);
  });
}

/**
 * Calls turn every intervalMs, one call at a time (a slow turn is not overlapped), without keeping
 * the process alive; a failed turn (database away) waits for the next one. Returns the stop function.
 */
export function everyInterval(intervalMs: number, turn: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    turn()
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
