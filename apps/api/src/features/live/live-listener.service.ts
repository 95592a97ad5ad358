// Real listener figures (docs/decisions/012-real-listener-figures.md). Players on the live stream send a heartbeat every 20 s;
// the app's count is the number of distinct players heard in the last minute. With an Icecast
// status, the figure shown is the larger of Icecast's and the app's, and both are returned, each named.
// Listeners at scale (docs/decisions/180-listeners-at-scale.md): a heartbeat is noted in memory (live-presence.ts) and written with
// the others at the next tick; the count is made once a tick for all API processes: the process
// that takes the turn counts and writes the figure (live_figures), the others read it.
import { LISTENER_WINDOW_SECONDS, type ListenerCount, type ListenerHeartbeat } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hitOrRefuse, type RateLimiter } from '../../lib/rate-limit.ts';
import { asSingleWriter } from '../../lib/single-writer.ts';
import type { IcecastStatus } from './icecast-status.ts';
import { countListeners, freshFigure, isKnownListener, lastFigure, purgeListeners, writeFigure } from './live-listener.repository.ts';
import type { LivePresence } from './live-presence.ts';

const PURGE_EVERY_MS = 60_000;
const LISTENERS_FIGURE = 'listeners';
let lastPurge = 0;

/**
 * The app's listener figure, counted at most once per tick across every process: a figure younger
 * than most of a tick is taken as it is; otherwise one process (under the job's lock) counts it.
 */
export async function sharedAppListeners(db: Kysely<Database>, tickMs: number): Promise<number> {
  const maxAgeMs = tickMs * 0.9;
  const fresh = await freshFigure(db, LISTENERS_FIGURE, maxAgeMs);
  if (fresh !== null) return fresh;
  const counted = await asSingleWriter(db, 'live-listeners', async (trx) => {
    const justCounted = await freshFigure(trx, LISTENERS_FIGURE, maxAgeMs);
    if (justCounted !== null) return justCounted;
    const count = await countListeners(trx, LISTENER_WINDOW_SECONDS);
    await writeFigure(trx, LISTENERS_FIGURE, count);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeListeners(trx, LISTENER_WINDOW_SECONDS * 10);
    }
    return count;
  });
  // Another process is counting right now: its last figure, at most a tick old.
  return counted ?? (await lastFigure(db, LISTENERS_FIGURE)) ?? countListeners(db, LISTENER_WINDOW_SECONDS);
}

/**
 * Icecast's count when it is larger or equal (it sees every connection, players outside the app
 * included), else the app's: Icecast cannot see the app's players while they reconnect after an
 * outage, nor those on HLS (docs/decisions/238-the-larger-listener-figure.md).
 */
export async function listenerFigure(appListeners: number, icecast: IcecastStatus | null): Promise<ListenerCount> {
  const status = await (icecast?.read() ?? null);
  const icecastListeners = status?.mountUp ? status.listeners : null;
  return icecastListeners === null || appListeners > icecastListeners
    ? { listeners: appListeners, source: 'app', app_listeners: appListeners, icecast_listeners: icecastListeners }
    : { listeners: icecastListeners, source: 'icecast', app_listeners: appListeners, icecast_listeners: icecastListeners };
}

/**
 * The figure counted right now, straight from the database (an admin page, a one-off check): the
 * events route and GET /api/live/listeners take the feed's figure of the last tick instead.
 */
export async function getListenerCount(db: Kysely<Database>, icecast: IcecastStatus | null): Promise<ListenerCount> {
  return listenerFigure(await countListeners(db, LISTENER_WINDOW_SECONDS), icecast);
}

/** Who sends the heartbeat: a new player from an address that already has many is not counted. */
export interface HeartbeatSource {
  address: string;
  newListenersByAddress: RateLimiter;
}

/**
 * Notes a heartbeat for the next batch. Only a player new to this process costs a query (is it
 * known to another process, after a deploy or a reconnect elsewhere?) and, if truly new, a hit
 * on its address's cap; a known one costs nothing but memory.
 */
export async function recordHeartbeat(
  db: Kysely<Database>,
  presence: LivePresence,
  heartbeat: ListenerHeartbeat,
  source: HeartbeatSource,
): Promise<void> {
  const { listener_id: id, listening } = heartbeat;
  if (listening && !presence.knows(id) && !(await isKnownListener(db, id))) {
    await hitOrRefuse(db, source.newListenersByAddress, source.address);
  }
  presence.heard(id, listening);
}
