// A player on the live stream says so every 20 s; the API counts the distinct
// players heard in the last minute. A player that stops (or whose page closes) says so at once.
import { LISTENER_HEARTBEAT_MS } from '@station/shared/client';
import { api } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { listenersQuery } from './api/live-queries.ts';
import { type PlayerState, isLive, usePlayerStore } from './player-store.ts';

/** One id per page: two tabs are two players, a reload is a new one. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `p-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** This page's player; its now-playing event stream carries it too (live-info.ts). */
export const listenerId = randomId();
let timer: number | undefined;

/**
 * The goodbye of a page that goes away: a beacon survives the page (and its service worker), where
 * a fetch may be cut off with it. Same origin, JSON: the server's CSRF check sees the app's Origin.
 */
function sayGoodbye() {
  const body = new Blob([JSON.stringify({ listener_id: listenerId, listening: false })], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/live/listeners', body)) void beat(false);
}

async function beat(listening: boolean) {
  try {
    // keepalive: the goodbye of a closing page still reaches the server.
    const response = await api.live.listeners.$post({ json: { listener_id: listenerId, listening } }, { init: { keepalive: !listening } });
    if (response.ok) queryClient.setQueryData(listenersQuery().queryKey, await response.json());
  } catch {
    // Offline: the next heartbeat (or the one-minute window) settles it.
  }
}

const listeningLive = (state: PlayerState) => state.playing && isLive(state.item);

let started = false;

export function startListenerHeartbeat() {
  if (started) return;
  started = true;
  usePlayerStore.subscribe((state, previous) => {
    const now = listeningLive(state);
    if (now === listeningLive(previous)) return;
    window.clearInterval(timer);
    if (now) timer = window.setInterval(() => void beat(true), LISTENER_HEARTBEAT_MS);
    void beat(now);
  });
  window.addEventListener('pagehide', () => {
    if (listeningLive(usePlayerStore.getState())) sayGoodbye();
  });
  // Back from the back/forward cache still playing: count this player again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && listeningLive(usePlayerStore.getState())) void beat(true);
  });
}
