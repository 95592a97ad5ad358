// Mixes downloaded for offline listening ('Télécharger', apps/web/src/features/mixes/mix-downloads.ts)
// are answered from the Cache API, byte ranges included, so they play and seek with no network.
// Anything else under /musics/ is left to the network untouched (not even proxied).
import { createPartialResponse } from 'workbox-range-requests';
import { MIX_AUDIO_CACHE, MIX_AUDIO_PREFIX } from '../../apps/web/src/offline/cache-names.ts';

declare const self: ServiceWorkerGlobalScope;

/** Paths of the downloaded mixes; undefined until read from the cache after a (re)start. */
let downloaded: Set<string> | undefined;

export async function reloadDownloads() {
  const cache = await caches.open(MIX_AUDIO_CACHE);
  downloaded = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

async function answer(request: Request): Promise<Response> {
  if (!downloaded) await reloadDownloads();
  const cache = await caches.open(MIX_AUDIO_CACHE);
  const cached = await cache.match(new URL(request.url).pathname);
  if (!cached) return fetch(request);
  // The audio element asks for ranges ('bytes=0-', then wherever the listener seeks).
  return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
}

export function listenForMixAudio() {
  void reloadDownloads();
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith(MIX_AUDIO_PREFIX)) return;
    // Known not downloaded: no respondWith, the browser fetches as if there were no worker.
    if (downloaded && !downloaded.has(url.pathname)) return;
    event.respondWith(answer(event.request));
  });
}
