// Unit and API tests. The API suite runs on PGlite always, and a second time on a real Postgres
// when DATABASE_URL is set (a fresh database per file, copied from a per-run template). The
// configuration tests need no database; the reliability tests start real processes (and their
// own throwaway Postgres cluster) and run once, one file at a time.
// Files run in UNIT_WORKERS processes at once (2 by default: vitest's own default, one less than the
// cores, is a single process on a 2-core machine). Each file has its own database, so they never
// see each other's rows.
import { defineConfig } from 'vitest/config';

const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api (${db === 'pglite' ? 'PGlite' : 'Postgres'})`,
    include: ['apps/api/src/**/*.test.ts'],
    exclude: ['apps/api/src/config/**', 'apps/api/src/doctor/**', 'apps/api/src/reliability/**'],
    env: { TEST_DB: db, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }, // request lines would drown the report
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
    projects: [
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      { test: { name: 'api config', include: ['apps/api/src/config/**/*.test.ts', 'apps/api/src/doctor/**/*.test.ts'] } },
      {
        test: {
          name: 'reliability',
          include: ['apps/api/src/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks' as const,
          fileParallelism: false,
        },
      },
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'] } },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'repository', include: ['tests/repository/**/*.test.ts'] } },
    ],
  },
});
