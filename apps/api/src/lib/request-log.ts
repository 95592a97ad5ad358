// Browser tests only (E2E_TEST_HOOKS=1): the server's own record of the requests it received, so
// a test can prove that an offline page sent nothing, or that each queued write arrived once.
// Counting on the server is the honest proof: the browser's view would miss what never left it
// and could not tell an applied write from a replayed one.
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency.ts';

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  /** True when the idempotency middleware answered with the stored first answer. */
  replayed: boolean;
  /** Who sent it: the page's address, or the service worker's script for the worker's own fetches. */
  referer: string | null;
}

const LOG_PATH = '/api/__test/requests';
const MAX_ENTRIES = 5000;

export function mountRequestLog(app: Hono<AppEnv>) {
  const entries: LoggedRequest[] = [];
  let seq = 0;
  app.use('*', async (c, next) => {
    if (c.req.path === LOG_PATH) return next();
    // Logged on arrival: a request that never completes (a stream) still counts.
    const entry: LoggedRequest = {
      seq: ++seq,
      method: c.req.method,
      path: c.req.path + new URL(c.req.url).search,
      status: 0,
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? null,
      replayed: false,
      referer: c.req.header('Referer') ?? null,
    };
    entries.push(entry);
    await next();
    entry.status = c.res.status;
    entry.replayed = c.res.headers.get(REPLAYED_HEADER) === 'true';
    if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
  });
  // ?since=N: the requests received after the N-th (N from a previous answer's `last`).
  app.get(LOG_PATH, (c) => {
    const since = Number(c.req.query('since') ?? 0);
    return c.json({ last: seq, requests: entries.filter((entry) => entry.seq > since) }, 200, { 'Cache-Control': 'no-store' });
  });
}
