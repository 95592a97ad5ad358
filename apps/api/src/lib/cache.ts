// Public reads answer with an ETag (304 when unchanged) and a short shared cache: phones
// revalidate cheaply and the service worker keeps its own copy for offline use.
import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';

const etagMiddleware = etag();

export const publicRead = (maxAgeSeconds = 30) =>
  createMiddleware(async (c, next) => {
    await etagMiddleware(c, next);
    if (c.res.status === 200 || c.res.status === 304) {
      c.res.headers.set('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
    }
  });

/** Answers that depend on who is asking (accounts, sessions): never stored by any cache. */
export const noStore = () =>
  createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
