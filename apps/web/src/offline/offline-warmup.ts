// Once the app can work offline (its service worker is active), the lists the listener has not
// opened yet are fetched quietly, so every page of the table opens offline after one visit.
import { offlineFetch } from './offline-fetch.ts';
import { offlineListUrls, readList } from './offline-lists.ts';

const FRESH_ENOUGH_MS = 15 * 60_000;

export async function warmOfflineCache() {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.ready;
  // Let the page's own requests go first.
  await new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve, { timeout: 3000 }));
  for (const url of offlineListUrls()) {
    if (!navigator.onLine) return;
    const cached = await readList(url).catch(() => undefined);
    if (cached && Date.now() - cached.updatedAt < FRESH_ENOUGH_MS) continue;
    // One at a time: two cores, and the listener may be starting the live stream.
    await offlineFetch(url).catch(() => undefined);
  }
}
