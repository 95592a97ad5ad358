// Liquidsoap's calls to the app (its title pushes, the harbor's pass check, a silent studio): no
// browser, no session, no Origin. The station's shared secret STREAM_TITLES_SECRET, offered as
// `Authorization: Bearer` and compared in constant time, decides; unset, every call is refused.
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@station/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Lets through only a call that carries the station's secret; `code` names the refusal. */
export const stationSecret = (code: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const secret = c.var.config.streamTitlesSecret;
    const offered = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!secret || !offered || !timingSafeEqual(digest(offered), digest(secret))) {
      return c.json({ error: messages.titlePushRefused, code }, 401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
    }
    await next();
  });
