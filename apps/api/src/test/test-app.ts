// A fresh database per test file (a copy of the seeded template), the real app over it, and a
// guard that fails the run if any response ever carries a password or a password hash.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import '../db/connect.ts'; // registers the pg type parsers the app relies on
import { testConfig } from './test-config.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';
export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const SECRET_PATTERN = /"password(_hash)?"\s*:|\$argon2/i;

/** A database, a way to open a second connection pool to it (a second API process), and its removal. */
interface TestDatabase {
  db: Kysely<Database>;
  connectAgain: () => Kysely<Database>;
  drop: () => Promise<void>;
  /** The Postgres test database's address (undefined on PGlite), for multi-process tests. */
  url?: string;
}

async function freshDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `station_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pools: pg.Pool[] = [];
    const connectAgain = () => {
      const pool = new pg.Pool({ connectionString: url.href });
      pool.on('connect', (client) => client.on('error', () => {}));
      pools.push(pool);
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    };
    const db = connectAgain();
    const drop = async () => {
      // The forced drop below terminates connections pg may not have closed yet: expected here.
      for (const pool of pools) pool.on('error', () => {});
      await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    return { db, connectAgain, drop, url: url.href };
  }
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as pg.PoolConfig) }) });
  // One embedded database serves one process: a second pool over it would deadlock.
  const connectAgain = () => {
    throw new Error('PGlite has no second process: use DATABASE_URL (Postgres)');
  };
  return { db, connectAgain, drop: async () => { await db.destroy(); await pglite.close(); } };
}

export async function createTestApp(configOverrides: Partial<AppConfig> = {}) {
  const config = testConfig({ dataDir: inject('templateDataDir'), ...configOverrides });
  const { db, connectAgain, drop, url } = await freshDatabase();
  const { app, mailQueue, storage } = createApp(config, db);
  const request = app.request.bind(app);
  app.request = (async (...args: Parameters<typeof request>) => {
    const response = await request(...args);
    // Media bodies carry no account data, and the live stream and event streams never end:
    // reading them would hang.
    if (/^(audio\/|video\/|image\/|text\/event-stream)/.test(response.headers.get('Content-Type') ?? '')) return response;
    const body = await response.clone().text();
    if (SECRET_PATTERN.test(body)) {
      throw new Error(`Response to ${String(args[0])} carries a password or a hash: ${body.slice(0, 200)}`);
    }
    return response;
  }) as typeof app.request;
  // databaseUrl: the Postgres test database itself (undefined on PGlite), for multi-process tests.
  const close = async () => {
    await mailQueue.idle();
    mailQueue.transport.close();
    await drop();
  };
  return { app, db, connectAgain, config, kind: testDatabaseKind, close, databaseUrl: url, mail: mailQueue, storage };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app of a test file: made before its first test (its database copied from the template once),
 * closed after its last, so the tests of a file share one setup. The overrides may be a function,
 * run then, for values the file computes.
 */
export function appPerFile(configOverrides: Partial<AppConfig> | (() => Partial<AppConfig> | Promise<Partial<AppConfig>>) = {}): TestApp {
  const file = {} as TestApp;
  beforeAll(async () => {
    Object.assign(file, await createTestApp(typeof configOverrides === 'function' ? await configOverrides() : configOverrides));
  });
  afterAll(() => file.close());
  return file;
}

/** JSON body helper for app.request. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
  body: JSON.stringify(body),
});

/** A JSON request whose body is not valid JSON (a truncated upload, a hand-written client). */
export const brokenJson = (method: string, text: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
  body: text,
});
