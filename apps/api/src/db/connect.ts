// One Kysely code path for both databases: PGlite speaks the pg wire protocol through its
// node-postgres adapter, so the same PostgresDialect and pg.Pool serve both (GUIDE.md).
// A lost connection costs a client, never the process (error listeners); a frozen
// database costs a request its timeout, never a hang (connection, statement and read timeouts).
import { logger } from '../lib/logger.ts';
import { watchPool } from '../lib/metrics.ts';
import { mkdirSync } from 'node:fs';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTuning } from '../config.ts';
import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

// Return DATE columns as 'YYYY-MM-DD' strings and BIGINT counts as numbers: the API speaks in
// the spec's plain formats, never in JS Date shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export const DEFAULT_DATABASE_TUNING: DatabaseTuning = {
  poolMax: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
};

export interface DatabaseTarget {
  /** Postgres connection string; when absent, PGlite in dataDir (or in memory with 'memory://'). */
  databaseUrl?: string;
  dataDir?: string;
  tuning?: DatabaseTuning;
}

export interface Connection {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** Frees the PGlite data folder for the next process (no-op on Postgres). */
  release: () => void;
}

export function connect(target: DatabaseTarget): Connection {
  if (target.databaseUrl) {
    const pool = new pg.Pool(postgresPoolConfig(target.databaseUrl, target.tuning ?? DEFAULT_DATABASE_TUNING));
    survive(pool);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: dropTimedOutClients(pool) }) }), kind: 'postgres', release: () => {} };
  }
  const dataDir = target.dataDir ?? 'memory://';
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    // One writer per folder: a second process on it would lose acknowledged writes.
    release = lockDataDir(dataDir);
  }
  const pool = new pg.Pool(createPgConfig(dataDir) as pg.PoolConfig);
  survive(pool);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'pglite', release };
}

export function postgresPoolConfig(connectionString: string, tuning: DatabaseTuning): pg.PoolConfig {
  return {
    connectionString,
    max: tuning.poolMax,
    connectionTimeoutMillis: tuning.connectTimeoutMs,
    // The server cancels a slow statement; the client stops waiting a little later, for the case
    // where the server cannot even do that (frozen, network cut).
    statement_timeout: tuning.statementTimeoutMs,
    query_timeout: tuning.statementTimeoutMs + 2_000,
    idle_in_transaction_session_timeout: tuning.idleInTransactionTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 30_000,
  };
}

let lastLoggedAt = 0;
function logDatabaseError(error: Error) {
  // During an outage every client fails at once: one line every few seconds is enough.
  if (Date.now() - lastLoggedAt < 5_000) return;
  lastLoggedAt = Date.now();
  logger.error({ reason: error.message }, 'Base de données : connexion perdue ; nouvelle connexion à la prochaine requête');
}

/**
 * Without an 'error' listener, a connection dropped by the server (restart, failover) is an
 * uncaught exception that ends the process. The pool removes the broken idle client itself; a
 * client in use hands the error to its query, and must not throw it a second time.
 */
function survive(pool: pg.Pool) {
  // Its size, waiters and connection errors in the metrics.
  watchPool(pool);
  pool.on('error', logDatabaseError);
  pool.on('connect', (client) => client.on('error', logDatabaseError));
}

/**
 * A query that hit the client-side read timeout leaves its connection waiting for an answer that
 * may never come: that client is destroyed on release rather than handed to the next request.
 */
const brokenClients = new WeakSet<pg.PoolClient>();
const watchedClients = new WeakSet<pg.PoolClient>();

function dropTimedOutClients(pool: pg.Pool) {
  return {
    connect: async () => {
      const client = await pool.connect();
      if (!watchedClients.has(client)) {
        watchedClients.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        (client as unknown as { query: typeof query }).query = (...args: unknown[]) =>
          query(...args).catch((error: unknown) => {
            if (error instanceof Error && /timeout|terminated/i.test(error.message)) brokenClients.add(client);
            throw error;
          });
      }
      // pg-pool gives each checkout a fresh release(): wrapping it here does not stack.
      const release = client.release;
      client.release = (destroy?: boolean | Error) => release(destroy ?? brokenClients.has(client));
      return client;
    },
    end: () => pool.end(),
  } as unknown as pg.Pool;
}
