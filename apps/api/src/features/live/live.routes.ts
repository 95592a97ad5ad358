// The live radio: the built-in demo stream, what is on air (read, or pushed
// as Server-Sent Events), the listener count. Nothing under /api/live is ever cached: not by the
// browser, a proxy or the service worker.
import { Readable } from 'node:stream';
import { LISTENER_ID_PATTERN, LISTENERS_EVENT, NOW_PLAYING_EVENT, listenerHeartbeatSchema } from '@station/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context.ts';
import { openEventStreams } from '../../lib/metrics.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { validate } from '../../lib/validate.ts';
import { DEMO_STREAM_CONTENT_TYPE, openDemoStream } from './demo-stream.ts';
import { openEventStream } from './live-event-stream.ts';
import { recordHeartbeat } from './live-listener.service.ts';
import { liveSourcesOf } from './live-sources.ts';
import { getNowPlaying } from './now-playing.service.ts';

const sourcesOf = (c: Context<AppEnv>) => liveSourcesOf(c.var.config, c.var.db);

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
  .get('/now-playing', async (c) => {
    // Open pages poll this every minute as a fallback: while the feed ticks, its snapshot (no query).
    const { feed, watch, titles } = sourcesOf(c);
    return c.json(feed.kept()?.[NOW_PLAYING_EVENT] ?? (await getNowPlaying(c.var.db, watch, new Date(), titles)), 200);
  })
  .get('/now-playing/events', async (c) => {
    const { feed, presence } = sourcesOf(c);
    // The page's player id (?listener=): its connection closing (the page or the browser gone,
    // even without a goodbye) ends its presence at the next tick, instead of after the one-minute window.
    const listener = c.req.query('listener');
    const player = listener && LISTENER_ID_PATTERN.test(listener) ? listener : null;
    // The feed's last snapshot: no query of this stream's own (one shared read at most if nobody listened).
    const snapshot = await feed.current();
    openEventStreams.inc(); // the metrics' open event streams
    return openEventStream(c, feed, snapshot, () => {
      openEventStreams.dec();
      if (!player) return;
      presence.heard(player, false);
      feed.wake();
    });
  })
  .get('/listeners', async (c) => c.json((await sourcesOf(c).feed.current())[LISTENERS_EVENT], 200))
  .post('/listeners', validate('json', listenerHeartbeatSchema), async (c) => {
    const { feed, presence } = sourcesOf(c);
    const source = { address: clientAddress(c), newListenersByAddress: c.var.rateLimits.newListenersByAddress };
    await recordHeartbeat(c.var.db, presence, c.req.valid('json'), source);
    feed.wake();
    // The figure of the last tick: this heartbeat counts from the next one.
    return c.json((await feed.current())[LISTENERS_EVENT], 200);
  });
