// POST /api/live/titles: Liquidsoap's metadata callback (infra/liquidsoap/radio.liq) names each
// title the moment it enters the stream. No browser, no session, no Origin: the shared secret
// STREAM_TITLES_SECRET, as `Authorization: Bearer`, compared in constant time, decides; without it
// configured every push is refused and Icecast's status poll names the titles.
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages, titlePushSchema } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { liveSourcesOf } from './live-sources.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const liveTitleRoutes = new Hono<AppEnv>().post(
  '/titles',
  async (c, next) => {
    const secret = c.var.config.streamTitlesSecret;
    const offered = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!secret || !offered || !timingSafeEqual(digest(offered), digest(secret))) {
      return c.json({ error: messages.titlePushRefused, code: 'titles_refused' }, 401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
    }
    await next();
  },
  validate('json', titlePushSchema),
  (c) => {
    const { titles, feed } = liveSourcesOf(c.var.config, c.var.db);
    const { title, at } = c.req.valid('json');
    titles.push(title, at);
    // The feed's next tick (within a second) sends it to every open player.
    feed.wake();
    return c.body(null, 204);
  },
);
