import { operationsMessages } from '@station/shared';
import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/database-errors.ts';
import { requestOrigin } from '../../lib/request-info.ts';

// Liveness vs readiness. /api/health/live answers 200 while the process runs (restart
// it only if this fails); /api/health answers 200 only when this process can serve: the database
// migrated, seeded and answering, and no shutdown under way (what a load balancer routes on).
export const healthRoutes = new Hono<AppEnv>()
  .get('/live', (c) => c.json({ status: 'alive' as const }, 200))
  // The public origin this process believes it serves (TRUST_PROXY and the proxy's headers):
  // `npm run doctor` compares it with PUBLIC_URL.
  .get('/origin', (c) => c.json({ origin: requestOrigin(c), trust_proxy: c.var.config.trustProxy }, 200))
  .get('/', async (c) => {
    const unavailable = (error: string) => c.json({ error }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    if (!c.var.readiness.isStarted()) return unavailable(operationsMessages.serviceStarting);
    if (!c.var.readiness.isReady()) return unavailable(operationsMessages.serviceStopping);
    // A frozen database held the health check ~17 s; it answers within a second now.
    if (await databaseAnswers(c.var.db)) return c.json({ status: 'ok' as const }, 200);
    return unavailable(operationsMessages.databaseUnavailable);
  });

/** Within this, the database answers `select 1` or the process calls it unavailable. */
const HEALTH_BUDGET_MS = 800;
/** One probe at a time per database: while the database hangs, checks share it instead of piling up. */
const probes = new WeakMap<Kysely<Database>, Promise<boolean>>();

function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  let probe = probes.get(db);
  if (!probe) {
    probe = sql`select 1`
      .execute(db)
      .then(
        () => true,
        () => false,
      )
      .finally(() => probes.delete(db));
    probes.set(db, probe);
  }
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_BUDGET_MS);
    timer.unref();
  });
  return Promise.race([probe, budget]).finally(() => clearTimeout(timer));
}
