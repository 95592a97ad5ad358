// What the live routes share within one API process (per app configuration): one Icecast reader,
// the heartbeats waiting for their batch, and the feed that reads the figures once a tick for
// every open event stream (docs/decisions/180-listeners-at-scale.md).
import { LISTENERS_EVENT, type ListenerCount, NOW_PLAYING_EVENT, type NowPlaying } from '@station/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { DEMO_STREAM_PATH } from './demo-stream.ts';
import { createIcecastStatus, type IcecastStatus } from './icecast-status.ts';
import { createLiveFeed, type LiveFeed } from './live-feed.ts';
import { listenerFigure, sharedAppListeners } from './live-listener.service.ts';
import { LivePresence } from './live-presence.ts';
import { getNowPlaying, type StreamWatch } from './now-playing.service.ts';
import { StreamTitles } from './stream-titles.ts';

/**
 * How often the figures are read while players listen. Icecast's status is cached for 1 s, so a
 * new title reaches every open stream within about 2 s; the heartbeats are written as often.
 */
export const FEED_TICK_MS = 1_000;
/** A comment line now and then keeps proxies from closing a quiet event stream. */
export const KEEP_ALIVE_MS = 20_000;
/**
 * The listener figure is sent to open streams at most this often: while players arrive it changes
 * at every tick, and writing every open stream every second cost the other requests their speed
 * (docs/performance.md). Counted at most a tick before, it is never more than ~6 s old (goal: 10 s).
 */
export const FIGURE_EVERY_MS = 5_000;

export type LiveSnapshot = { [NOW_PLAYING_EVENT]: NowPlaying; [LISTENERS_EVENT]: ListenerCount };

export interface LiveSources {
  icecast: IcecastStatus | null;
  watch: StreamWatch;
  /** The stream's recent titles with their instants (Liquidsoap's pushes, else Icecast's poll). */
  titles: StreamTitles;
  presence: LivePresence;
  feed: LiveFeed<LiveSnapshot>;
}

const sourcesByConfig = new WeakMap<AppConfig, LiveSources>();

export function liveSourcesOf(config: AppConfig, db: Kysely<Database>): LiveSources {
  const existing = sourcesByConfig.get(config);
  if (existing) return existing;
  const { icecastStatusUrl, station } = config;
  const tickMs = config.liveTickMs ?? FEED_TICK_MS;
  const icecast = icecastStatusUrl ? createIcecastStatus(icecastStatusUrl, station.streamUrl) : null;
  const watch: StreamWatch = station.streamUrl === DEMO_STREAM_PATH ? { kind: 'demo' } : icecast ? { kind: 'icecast', status: icecast } : { kind: 'unknown' };
  const presence = new LivePresence();
  const titles = new StreamTitles();
  const feed = createLiveFeed<LiveSnapshot>({
    read: async () => {
      // The heartbeats first, so the count that follows includes them.
      await presence.flush(db);
      const [nowPlaying, appListeners] = await Promise.all([getNowPlaying(db, watch, new Date(), titles), sharedAppListeners(db, tickMs)]);
      return { [NOW_PLAYING_EVENT]: nowPlaying, [LISTENERS_EVENT]: await listenerFigure(appListeners, icecast) };
    },
    tickMs,
    keepAliveMs: KEEP_ALIVE_MS,
    throttleMs: { [LISTENERS_EVENT]: FIGURE_EVERY_MS },
    busy: () => presence.pending > 0,
  });
  const sources = { icecast, watch, titles, presence, feed };
  sourcesByConfig.set(config, sources);
  return sources;
}
