// One Kysely code path for both databases: PGlite speaks the pg wire protocol through its
// node-postgres adapter, so the same PostgresDialect and pg.Pool serve both (GUIDE.md).
import { mkdirSync } from 'node:fs';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Return DATE columns as 'YYYY-MM-DD' strings and BIGINT counts as numbers: the API speaks in
// the spec's plain formats, never in JS Date shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseTarget {
  /** Postgres connection string; when absent, PGlite in dataDir (or in memory with 'memory://'). */
  databaseUrl?: string;
  dataDir?: string;
}

export function connect(target: DatabaseTarget): { db: Kysely<Database>; kind: 'postgres' | 'pglite' } {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const dataDir = target.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pool = new pg.Pool(createPgConfig(dataDir) as pg.PoolConfig);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'pglite' };
}
