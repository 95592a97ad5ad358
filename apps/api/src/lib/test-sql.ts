// Browser tests only (E2E_TEST_HOOKS=1): change content on the server as another process or an
// admin tool not written yet would, e.g. publish an article while a listener's app is closed
// (tests/e2e/offline-fresh-content.spec.ts). Never mounted otherwise.
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from './context.ts';

export function mountTestSql(app: Hono<AppEnv>) {
  app.post('/api/__test/sql', async (c) => {
    const { statement } = await c.req.json<{ statement: string }>();
    const result = await sql.raw(statement).execute(c.var.db);
    return c.json({ rows: result.rows }, 200, { 'Cache-Control': 'no-store' });
  });
}
