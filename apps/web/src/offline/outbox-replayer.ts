// When the page replays the outbox, once something waits in it (outbox-start.ts): at once, on the
// browser's `online` event, when the service worker relays a Background Sync, when the page is
// shown again, when a list shown from the offline cache is read fresh again (the network is back),
// and after a failed attempt or a write queued because its request failed (backoff) while online. Background Sync exists in Chromium
// alone, and behind a network gone beyond the device no `online` event ever fires
// (docs/browsers.md): the page must retry by itself.
// After a replay, what was sent is refreshed on screen and refusals are told to the listener.
import { shellMessages } from '@station/shared/client';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useOfflineStatus } from './offline-status.ts';
import { replayOutbox } from './outbox-replay.ts';

let queryClient: QueryClient | undefined;
let started = false;
let retryTimer: number | undefined;
let retryDelay = 5_000;
const MAX_RETRY_DELAY = 120_000;

/**
 * Listens for the moments to replay, once: from the page's start when something waits, else from
 * when something comes to wait (outbox-start.ts, send-write.ts). The caller replays or retries then.
 */
export function startOutbox(client: QueryClient) {
  if (started) return;
  started = true;
  queryClient = client;
  window.addEventListener('online', () => void replayNow());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void replayNow());
  useOfflineStatus.subscribe((state, previous) => {
    if (Object.keys(previous.fromCache).length > 0 && Object.keys(state.fromCache).length === 0) void replayNow();
  });
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'OUTBOX_REPLAY') void replayNow();
  });
  // A write held for another account (outbox.ts isHeld) goes as soon as that account signs in again.
  let lastSession: string | undefined;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== 'session' || event.query.state.status !== 'success') return;
    const session = JSON.stringify(event.query.state.data ?? null);
    if (lastSession !== undefined && session !== lastSession) void replayNow();
    lastSession = session;
  });
}

/** A write just queued because its request failed: try again later, unless a retry is already due. */
export function retryLater() {
  if (retryTimer === undefined) retryTimer = window.setTimeout(() => void replayNow(), retryDelay);
}

export async function replayNow() {
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!navigator.onLine) return;
  const result = await replayOutbox();
  for (const { entry } of result.sent) {
    for (const queryKey of entry.invalidate) void queryClient?.invalidateQueries({ queryKey });
  }
  for (const { entry, error } of result.refused) {
    toast.error(`« ${entry.label} » n'a pas pu être envoyé : ${error ?? shellMessages.generic}`);
  }
  if (result.sent.length > 0) toast.success(shellMessages.outboxSent);
  if (result.stopped) {
    // Online but the server cannot be reached (or failed): try again later, less and less often.
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => void replayNow(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY);
  } else if (!result.skipped) {
    retryDelay = 5_000;
  }
}
