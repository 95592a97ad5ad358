// DECISIONS.md 10: real listener figures. Players on the live stream send a heartbeat every 20 s;
// the app's count is the number of distinct players heard in the last minute. With an Icecast
// status, the figure shown is Icecast's own (it sees every connection, the app's players included),
// and both figures are returned, each named.
import { LISTENER_WINDOW_SECONDS, type ListenerCount, type ListenerHeartbeat } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hitOrRefuse, type RateLimiter } from '../../lib/rate-limit.ts';
import type { IcecastStatus } from './icecast-status.ts';
import { countListeners, isKnownListener, purgeListeners, removeListener, touchListener } from './live-listener.repository.ts';

const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

export async function getListenerCount(db: Kysely<Database>, icecast: IcecastStatus | null): Promise<ListenerCount> {
  const [app, status] = await Promise.all([countListeners(db, LISTENER_WINDOW_SECONDS), icecast?.read() ?? null]);
  const icecastListeners = status?.mountUp ? status.listeners : null;
  return icecastListeners === null
    ? { listeners: app, source: 'app', app_listeners: app, icecast_listeners: null }
    : { listeners: icecastListeners, source: 'icecast', app_listeners: app, icecast_listeners: icecastListeners };
}

/** Who sends the heartbeat: a new player from an address that already has many is not counted. */
export interface HeartbeatSource {
  address: string;
  newListenersByAddress: RateLimiter;
}

export async function recordHeartbeat(
  db: Kysely<Database>,
  icecast: IcecastStatus | null,
  heartbeat: ListenerHeartbeat,
  source: HeartbeatSource,
): Promise<ListenerCount> {
  if (heartbeat.listening && !(await isKnownListener(db, heartbeat.listener_id))) {
    await hitOrRefuse(db, source.newListenersByAddress, source.address);
  }
  if (heartbeat.listening) await touchListener(db, heartbeat.listener_id);
  else await removeListener(db, heartbeat.listener_id);
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    await purgeListeners(db, LISTENER_WINDOW_SECONDS * 10);
  }
  return getListenerCount(db, icecast);
}

/** A player's event stream closed: it no longer counts (a database away only delays that). */
export async function listenerLeft(db: Kysely<Database>, listenerId: string): Promise<void> {
  await removeListener(db, listenerId).catch(() => {});
}
