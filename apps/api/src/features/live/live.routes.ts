// The live radio (DECISIONS.md 10, 11): the built-in demo stream, what is on air (read, or pushed
// as Server-Sent Events), the listener count. Nothing under /api/live is ever cached: not by the
// browser, a proxy or the service worker.
import { Readable } from 'node:stream';
import { LISTENER_ID_PATTERN, LISTENERS_EVENT, type ListenerCount, NOW_PLAYING_EVENT, type NowPlaying, listenerHeartbeatSchema } from '@station/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { AppConfig } from '../../config.ts';
import type { AppEnv } from '../../lib/context.ts';
import { openEventStreams } from '../../lib/metrics.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { validate } from '../../lib/validate.ts';
import { DEMO_STREAM_CONTENT_TYPE, DEMO_STREAM_PATH, openDemoStream } from './demo-stream.ts';
import { createIcecastStatus, type IcecastStatus } from './icecast-status.ts';
import { getListenerCount, listenerLeft, recordHeartbeat } from './live-listener.service.ts';
import { createLiveFeed, type LiveFeed } from './live-feed.ts';
import { getNowPlaying, type StreamWatch } from './now-playing.service.ts';

/** How often the shared feed re-reads the live figures while players listen: a title within ~2 s. */
const FEED_TICK_MS = 1_500;
/** A comment line now and then keeps proxies from closing a quiet event stream. */
const KEEP_ALIVE_MS = 20_000;

type LiveSnapshot = { [NOW_PLAYING_EVENT]: NowPlaying; [LISTENERS_EVENT]: ListenerCount };

interface LiveSources {
  icecast: IcecastStatus | null;
  watch: StreamWatch;
  feed?: LiveFeed<LiveSnapshot>;
}

// One Icecast reader and one feed per app (its configuration), shared by all requests.
const sourcesByConfig = new WeakMap<AppConfig, LiveSources>();
function sourcesOf(c: Context<AppEnv>): LiveSources {
  const { config, db } = c.var;
  let sources = sourcesByConfig.get(config);
  if (!sources) {
    const { icecastStatusUrl, station } = config;
    const icecast = icecastStatusUrl ? createIcecastStatus(icecastStatusUrl, station.streamUrl) : null;
    const watch: StreamWatch = station.streamUrl === DEMO_STREAM_PATH ? { kind: 'demo' } : icecast ? { kind: 'icecast', status: icecast } : { kind: 'unknown' };
    sources = { icecast, watch };
    const created = sources;
    created.feed = createLiveFeed(async () => {
      const [nowPlaying, listeners] = await Promise.all([getNowPlaying(db, created.watch), getListenerCount(db, created.icecast)]);
      return { [NOW_PLAYING_EVENT]: nowPlaying, [LISTENERS_EVENT]: listeners };
    }, FEED_TICK_MS);
    sourcesByConfig.set(config, sources);
  }
  return sources;
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
  .get('/now-playing', async (c) => c.json(await getNowPlaying(c.var.db, sourcesOf(c).watch), 200))
  .get('/now-playing/events', (c) => {
    const { watch, icecast, feed } = sourcesOf(c);
    // The page's player id (?listener=): its connection closing (the page or the browser gone,
    // even without a goodbye) ends its presence at once, instead of after the one-minute window.
    const listener = c.req.query('listener');
    const player = listener && LISTENER_ID_PATTERN.test(listener) ? listener : null;
    return streamSSE(c, async (stream) => {
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data), retry: 3_000 }).catch(() => {});
      await send(NOW_PLAYING_EVENT, await getNowPlaying(c.var.db, watch));
      await send(LISTENERS_EVENT, await getListenerCount(c.var.db, icecast));
      const unsubscribe = feed?.subscribe((event, value) => void send(event, value));
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(() => {}), KEEP_ALIVE_MS);
      openEventStreams.inc(); // issue 24: the metrics' open event streams
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      openEventStreams.dec();
      clearInterval(keepAlive);
      unsubscribe?.();
      if (player) await listenerLeft(c.var.db, player);
    });
  })
  .get('/listeners', async (c) => c.json(await getListenerCount(c.var.db, sourcesOf(c).icecast), 200))
  .post('/listeners', validate('json', listenerHeartbeatSchema), async (c) => {
    const source = { address: clientAddress(c), newListenersByAddress: c.var.rateLimits.newListenersByAddress };
    return c.json(await recordHeartbeat(c.var.db, sourcesOf(c).icecast, c.req.valid('json'), source), 200);
  });
