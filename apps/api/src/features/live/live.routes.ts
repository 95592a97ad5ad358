// The live radio (DECISIONS.md 10, 11): the built-in demo stream, what is on air, the listener count.
// Nothing under /api/live is ever cached: not by the browser, a proxy or the service worker.
import { Readable } from 'node:stream';
import { listenerHeartbeatSchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppConfig } from '../../config.ts';
import type { AppEnv } from '../../lib/context.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { validate } from '../../lib/validate.ts';
import { DEMO_STREAM_CONTENT_TYPE, openDemoStream } from './demo-stream.ts';
import { createIcecastStatus, type IcecastStatus } from './icecast-status.ts';
import { getListenerCount, recordHeartbeat } from './live-listener.service.ts';
import { getNowPlaying } from './now-playing.service.ts';

// One Icecast reader (and its 10 s cache) per app configuration.
const icecastByConfig = new WeakMap<AppConfig, IcecastStatus | null>();
function icecastOf(config: AppConfig): IcecastStatus | null {
  if (!icecastByConfig.has(config)) {
    const { icecastStatusUrl, station } = config;
    icecastByConfig.set(config, icecastStatusUrl ? createIcecastStatus(icecastStatusUrl, station.streamUrl) : null);
  }
  return icecastByConfig.get(config) ?? null;
}

const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});

export const liveRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get('/stream', (c) => {
    const stream = openDemoStream();
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': DEMO_STREAM_CONTENT_TYPE,
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .get('/now-playing', async (c) => c.json(await getNowPlaying(c.var.db, icecastOf(c.var.config)), 200))
  .get('/listeners', async (c) => c.json(await getListenerCount(c.var.db, icecastOf(c.var.config)), 200))
  .post('/listeners', validate('json', listenerHeartbeatSchema), async (c) => {
    const source = { address: clientAddress(c), newListenersByAddress: c.var.rateLimits.newListenersByAddress };
    return c.json(await recordHeartbeat(c.var.db, icecastOf(c.var.config), c.req.valid('json'), source), 200);
  });
