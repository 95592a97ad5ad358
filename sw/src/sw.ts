/// <reference lib="webworker" />
// The station's service worker, built by vite-plugin-pwa (injectManifest).
// - The app shell (HTML, JS, CSS, icons) is precached; a navigation is answered with the shell,
//   online and offline, so the app opens instantly and the same build runs until the listener
//   accepts 'Mettre à jour' (apps/web/src/pwa/); the public pages the server renders come from the
//   network first, within 2.5 s, when they are of the same build.
// - Images under /imageback/: cache-first with expiration (uploads get random names, so a new
//   image is a new URL).
// - /api/* is not routed by Workbox: the live stream, uploads and every write go straight to the
//   network. The public content lists are read network-first by the worker into IndexedDB and
//   refreshed at install, on (periodic) background sync and when the page asks (content-sync.ts);
//   the page reads the same store when offline and shows the date of each copy.
// - Downloaded mixes are answered from their cache with byte ranges (mix-downloads.ts).
// - Background Sync replays the outbox (outbox-sync.ts).
// - Web Push reminders of followed programmes open the live player (push-reminders.ts).
import { isServerRenderedPage } from '@station/shared/client';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE } from '../../apps/web/src/offline/cache-names.ts';
import { listenForContentSync } from './content-sync.ts';
import { listenForMixAudio, reloadDownloads } from './mix-downloads.ts';
import { listenForOutboxSync } from './outbox-sync.ts';
import { listenForPushReminders } from './push-reminders.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// First: the downloaded mixes' handler must see /musics/ requests before any other listener.
listenForMixAudio();
listenForOutboxSync();
listenForPushReminders();
listenForContentSync();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first install takes control at once (offline works from the first visit); an update waits
// for the listener's 'Mettre à jour' (SKIP_WAITING below).
clientsClaim();

// Paths the server answers itself: never the shell.
const NOT_APP_ROUTES = [/^\/api\//, /^\/embed\//, /^\/imageback\//, /^\/musics\//, /^\/Audioemission\//, /^\/podcasts\//, /^\/programme(\.ics$|\/)/, /^\/icons\//, /^\/app-screenshots\//, /^\/manifest\.webmanifest$/, /^\/robots\.txt$/, /^\/sw\.js$/];
const shell = createHandlerBoundToURL('/index.html');
/** How long a public page may take from the network before the shell answers instead. */
const RENDERED_PAGE_TIMEOUT_MS = 2500;

/**
 * A public page comes from the network first (the server renders it, fresh), within a
 * short delay; offline, slow, failed, or from a newer build than this worker's (the listener has not
 * accepted 'Mettre à jour' yet: the same build runs until then), the precached shell answers.
 */
async function renderedPageOrShell(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await fetch(options.request, { signal: AbortSignal.timeout(RENDERED_PAGE_TIMEOUT_MS) });
    const html = response.ok ? await response.text() : '';
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    if (entry && (await matchPrecache(entry))) {
      // The text is decoded already: its transfer headers no longer describe it.
      const headers = new Headers(response.headers);
      headers.delete('Content-Encoding');
      headers.delete('Content-Length');
      return new Response(html, { status: response.status, headers });
    }
  } catch {
    // Offline or too slow: the shell, at once.
  }
  return shell(options);
}

registerRoute(
  new NavigationRoute((options) => (isServerRenderedPage(options.url.pathname) ? renderedPageOrShell(options) : shell(options)), { denylist: NOT_APP_ROUTES }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/imageback/') && request.destination !== 'document',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page waits for this answer before it shows the change (features/mixes/mix-downloads.ts).
  if (type === 'MIX_DOWNLOADS_CHANGED') event.waitUntil(reloadDownloads().then(() => event.ports[0]?.postMessage('reread')));
});
