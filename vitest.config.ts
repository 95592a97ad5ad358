// Unit and API tests. The API suite runs on PGlite always, and a second time on a real Postgres
// when DATABASE_URL is set (a fresh database per file, copied from a per-run template).
import { defineConfig } from 'vitest/config';

const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api (${db === 'pglite' ? 'PGlite' : 'Postgres'})`,
    include: ['apps/api/src/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'] } },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
