// A write that relies on the session cookie must come from the app's own pages
// (docs/decisions/021-csrf-origin-check.md).
// Browsers send Origin on every cross-origin request and on same-origin POST/PUT/PATCH/DELETE;
// Referer is the fallback for the rare client that strips Origin. A request with neither is refused:
// the app's own fetches (pages, the service worker's outbox replays) always carry Origin.
import { messages } from '@station/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { HttpError } from './errors.ts';
import { requestOrigin } from './request-info.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export const sameOriginWrites = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const claimed = originOf(c.req.header('Origin')) ?? originOf(c.req.header('Referer'));
      if (claimed !== requestOrigin(c)) throw new HttpError(403, messages.csrfRejected, 'csrf');
    }
    await next();
  });
