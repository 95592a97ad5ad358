// Every request gets an id (the caller's X-Request-Id when it looks like one, so a
// proxy's id follows the request; else a new one), sent back as X-Request-Id, one log line when it
// is answered, and its place in the request counter and latency histogram. Only the route pattern
// is logged and counted, never the path's values, the query, a header, a cookie or an address.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { matchedRoutes } from 'hono/route';
import type { Logger } from './logger.ts';
import { httpDuration, httpRequests } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The pattern of the handler that answered ('/api/mixes/:mixid'), or 'unmatched' for a 404. */
function routePattern(c: Context<AppEnv>): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  if (!route || route.path === '/*' || route.path === '*') return c.res.status === 404 ? 'unmatched' : (route?.path ?? 'unmatched');
  return route.path;
}

export function observeRequests(logger: Logger): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = routePattern(c);
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    const level = c.res.status >= 500 ? 'error' : 'info';
    logger[level]({ reqId: requestId, method: c.req.method, route, status: c.res.status, ms: Math.round(seconds * 10_000) / 10 }, 'requête');
  });
}
