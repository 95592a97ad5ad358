// GET /metrics: never public. Without METRICS_TOKEN it does not exist (404); with it,
// only `Authorization: Bearer <token>` reads it (401 otherwise), compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import { operationsMessages } from '@station/shared';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { registry } from './metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function mountMetrics(app: Hono<AppEnv>, token: string | undefined) {
  if (!token) return;
  const expected = digest(token);
  app.get(METRICS_PATH, async (c) => {
    const offered = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!offered || !timingSafeEqual(digest(offered), expected)) {
      return c.json({ error: operationsMessages.metricsRefused, code: 'metrics_refused' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
}
