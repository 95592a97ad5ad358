import { operationsMessages } from '@station/shared';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/database-errors.ts';
import { publicOrigin } from '../../lib/request-info.ts';

// Issue 13: liveness vs readiness. /api/health/live answers 200 while the process runs (restart
// it only if this fails); /api/health answers 200 only when this process can serve: the database
// migrated, seeded and answering, and no shutdown under way (what a load balancer routes on).
export const healthRoutes = new Hono<AppEnv>()
  .get('/live', (c) => c.json({ status: 'alive' as const }, 200))
  // The public origin this process believes it serves (TRUST_PROXY and the proxy's headers):
  // `npm run doctor` compares it with PUBLIC_URL.
  .get('/origin', (c) => c.json({ origin: publicOrigin(c), trust_proxy: c.var.config.trustProxy }, 200))
  .get('/', async (c) => {
    const unavailable = (error: string) => c.json({ error }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    if (!c.var.readiness.isStarted()) return unavailable(operationsMessages.serviceStarting);
    if (!c.var.readiness.isReady()) return unavailable(operationsMessages.serviceStopping);
    try {
      await sql`select 1`.execute(c.var.db);
      return c.json({ status: 'ok' as const }, 200);
    } catch {
      return unavailable(operationsMessages.databaseUnavailable);
    }
  });
