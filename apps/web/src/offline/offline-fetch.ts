// The fetch under the API client (lib/api-client.ts): reads of the offline lists go to the network
// first, so online listeners always see fresh data, and each answer is kept in IndexedDB (by the
// service worker when it controls the page, sw/src/content-sync.ts; here otherwise); when the
// network fails (or the device is offline) the last kept answer is served instead, and the
// offline banner learns its date. Everything else passes through untouched.
import { OFFLINE_UPDATED_HEADER } from './content-refresh-protocol.ts';
import { listKey, offlineListOf, readList, saveList } from './offline-lists.ts';
import { useOfflineStatus } from './offline-status.ts';

const OFFLINE_HEADER = OFFLINE_UPDATED_HEADER;

function fromCache(key: string, data: unknown, updatedAt: number): Response {
  useOfflineStatus.getState().servedFromCache(key, updatedAt);
  return new Response(JSON.stringify(data), {
    status: 200,
    headers: { 'Content-Type': 'application/json', [OFFLINE_HEADER]: String(updatedAt) },
  });
}

export async function offlineFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin || !offlineListOf(url)) return fetch(input, init);
  const key = listKey(url);

  // Known offline: do not wait for a request that cannot succeed.
  if (!navigator.onLine) {
    const cached = await readList(key).catch(() => undefined);
    if (cached) return fromCache(key, cached.data, cached.updatedAt);
  }
  try {
    const response = await fetch(request);
    // The worker answered from its stored copy (the network failed): the copy's date, not now.
    const storedAt = Number(response.headers.get(OFFLINE_HEADER));
    if (storedAt) {
      useOfflineStatus.getState().servedFromCache(key, storedAt);
      return response;
    }
    if (response.status < 500) {
      if (response.ok && !navigator.serviceWorker?.controller) {
        const data: unknown = await response.clone().json();
        // Kept in the background: the page does not wait for IndexedDB to render.
        saveList(key, data).catch((error) => console.warn('offline cache: not saved', error));
      }
      if (response.ok) useOfflineStatus.getState().servedFresh(key);
      return response;
    }
    const cached = await readList(key).catch(() => undefined);
    return cached ? fromCache(key, cached.data, cached.updatedAt) : response;
  } catch (error) {
    const cached = await readList(key).catch(() => undefined);
    if (cached) return fromCache(key, cached.data, cached.updatedAt);
    throw error;
  }
}
