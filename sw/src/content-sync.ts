// The worker keeps the public content lists fresh in IndexedDB (docs/decisions/087-worker-keeps-content-fresh.md):
// - it answers the page's reads of those lists network-first, storing each answer with its date,
//   and falls back to the stored copy (with X-Offline-Updated-At) when the network fails;
// - it refreshes every list at install, on Background Sync and Periodic Background Sync (an
//   installed app refreshes the programme and news without being opened), and when the page asks.
// Only the public lists of offline-lists.ts go there: nothing personal is ever stored.
import {
  CONTENT_SYNC_TAG,
  type ContentRefreshedMessage,
  OFFLINE_UPDATED_HEADER,
  type RefreshContentMessage,
} from '../../apps/web/src/offline/content-refresh-protocol.ts';
import { listKey, offlineListOf, offlineListUrls, readList, saveList } from '../../apps/web/src/offline/offline-lists.ts';

declare const self: ServiceWorkerGlobalScope;

/** Not in TypeScript's WebWorker lib yet (Background Sync, Periodic Background Sync). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Installing must not wait forever on a slow network: the lists come later then. */
const INSTALL_REFRESH_LIMIT_MS = 10_000;

async function storedAnswer(key: string): Promise<Response | undefined> {
  const cached = await readList(key).catch(() => undefined);
  if (!cached) return undefined;
  return new Response(JSON.stringify(cached.data), {
    status: 200,
    headers: { 'Content-Type': 'application/json', [OFFLINE_UPDATED_HEADER]: String(cached.updatedAt) },
  });
}

async function networkFirst(event: FetchEvent, key: string): Promise<Response> {
  try {
    // Revalidated with the server (ETag: a 304 when unchanged), never taken from the HTTP cache
    // as fresh (public reads say max-age=30): with the network gone, a copy read a few seconds
    // earlier would be shown as current, without 'Hors ligne' and its date.
    const response = await fetch(event.request, { cache: 'no-cache' });
    if (response.ok) {
      event.waitUntil(
        response
          .clone()
          .json()
          .then((data) => saveList(key, data))
          .catch((error) => console.warn('content lists: not stored', key, error)),
      );
    }
    if (response.status < 500) return response;
    return (await storedAnswer(key)) ?? response;
  } catch (error) {
    const stored = await storedAnswer(key);
    if (stored) return stored;
    throw error;
  }
}

/** Fetches the lists one at a time (two cores, maybe a live stream starting) and stores them. */
export async function refreshContent({ olderThanMs }: { olderThanMs?: number } = {}): Promise<string[]> {
  const stored: string[] = [];
  let failures = 0;
  for (const url of offlineListUrls()) {
    if (olderThanMs !== undefined) {
      const cached = await readList(url).catch(() => undefined);
      if (cached && Date.now() - cached.updatedAt < olderThanMs) continue;
    }
    try {
      // No cookies: the public list, as anyone gets it. Revalidated (ETag) rather than re-sent whole.
      const response = await fetch(url, { credentials: 'omit', cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await saveList(url, await response.json());
      stored.push(url);
    } catch {
      failures += 1;
    }
  }
  if (stored.length > 0) {
    const message: ContentRefreshedMessage = { type: 'CONTENT_REFRESHED', urls: stored };
    for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
  }
  // Rejecting a sync event tells the browser to try again later, with its own backoff.
  if (failures > 0 && stored.length === 0) throw new Error('content lists: the network failed, retry later');
  return stored;
}

export function listenForContentSync() {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== self.location.origin || !offlineListOf(url)) return;
    event.respondWith(networkFirst(event, listKey(url)));
  });

  self.addEventListener('install', (event) => {
    const limit = new Promise((resolve) => setTimeout(resolve, INSTALL_REFRESH_LIMIT_MS));
    event.waitUntil(Promise.race([refreshContent().catch(() => undefined), limit]));
  });

  const onSync = ((event: SyncEvent) => {
    if (event.tag === CONTENT_SYNC_TAG) event.waitUntil(refreshContent());
  }) as EventListener;
  self.addEventListener('sync', onSync);
  self.addEventListener('periodicsync', onSync);

  self.addEventListener('message', (event) => {
    const message = event.data as RefreshContentMessage | null;
    if (message?.type !== 'REFRESH_CONTENT') return;
    event.waitUntil(
      refreshContent({ olderThanMs: message.olderThanMs }).then(
        (urls) => event.ports[0]?.postMessage({ stored: urls }),
        () => event.ports[0]?.postMessage({ stored: [] }),
      ),
    );
  });
}
