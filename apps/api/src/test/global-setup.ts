// Runs once per vitest project: builds a migrated, demo-seeded template database so that each
// test file starts from a copy in about a second instead of migrating and seeding again.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { testConfig } from './test-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Data folder holding the seeded demo files, shared by every test file of the run. */
    templateDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  const config = testConfig();
  project.provide('templateDataDir', config.dataDir);
  const removeDataDir = () => rmSync(config.dataDir, { recursive: true, force: true });
  const prepare = async (db: Kysely<Database>) => {
    await migrateToLatest(db);
    await seedIfEmpty(db, config);
  };
  if (kind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = `station_tpl_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href }) }) });
    await prepare(db);
    await db.destroy();
    console.log(`[api tests] Postgres: template database ${template} on ${url.host}`);
    project.provide('postgresTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
      removeDataDir();
    };
  }
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as pg.PoolConfig) }) });
  await prepare(db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(tmpdir(), `station-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  await pglite.close();
  console.log('[api tests] PGlite: in-memory databases copied from a migrated, seeded template');
  project.provide('pgliteTemplate', file);
  return () => {
    rmSync(file, { force: true });
    removeDataDir();
  };
}
