// A fresh database per test file (a copy of the seeded template), the real app over it, and a
// guard that fails the run if any response ever carries a password or a password hash.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import '../db/connect.ts'; // registers the pg type parsers the app relies on
import { testConfig } from './test-config.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';
export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const SECRET_PATTERN = /"password(_hash)?"\s*:|\$argon2/i;

async function freshDatabase(): Promise<{ db: Kysely<Database>; drop: () => Promise<void>; url?: string }> {
  if (testDatabaseKind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `station_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.href });
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const drop = async () => {
      // The forced drop below terminates connections pg may not have closed yet: expected here.
      pool.on('error', () => {});
      await db.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    return { db, drop, url: url.href };
  }
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as pg.PoolConfig) }) });
  return { db, drop: async () => { await db.destroy(); await pglite.close(); } };
}

export async function createTestApp(configOverrides: Partial<AppConfig> = {}) {
  const config = testConfig({ dataDir: inject('templateDataDir'), ...configOverrides });
  const { db, drop, url } = await freshDatabase();
  const { app } = createApp(config, db);
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
  return { app, db, config, kind: testDatabaseKind, close: drop, databaseUrl: url };
}

/** JSON body helper for app.request. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
  body: JSON.stringify(body),
});
