import { messages } from '@station/shared';
import { sql } from 'kysely';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';

// 200 only when the database answers: what a load balancer or an uptime probe needs.
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await sql`select 1`.execute(c.var.db);
    return c.json({ status: 'ok' as const }, 200);
  } catch {
    return c.json({ error: messages.databaseUnavailable }, 503);
  }
});
