import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Runs fn in a transaction, joining the current one when `db` already is one. Services use this
 * rather than db.transaction(): a write replayed with an Idempotency-Key already runs inside the
 * idempotency middleware's transaction (lib/idempotency.ts), and Kysely cannot nest them.
 */
export function inTransaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
