// Once the app can work offline (its service worker is active), the worker is asked to fetch the
// lists the listener has not opened yet, so every page of the table opens offline after one visit;
// and the browser is asked to wake the worker to refresh them later (Periodic Background Sync where
// permitted, e.g. an installed app on Android; Background Sync when the connection comes back), so
// the app opened offline the next morning shows that morning's programme (docs/decisions/087-worker-keeps-content-fresh.md).
import { CONTENT_SYNC_INTERVAL_MS, CONTENT_SYNC_TAG, type RefreshContentMessage } from './content-refresh-protocol.ts';

const FRESH_ENOUGH_MS = 15 * 60_000;

/** The parts of Background Sync and Periodic Background Sync we use (not in TypeScript's DOM lib). */
type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

export async function warmOfflineCache() {
  if (!('serviceWorker' in navigator)) return;
  const registration: SyncRegistration = await navigator.serviceWorker.ready;
  void askForBackgroundRefresh(registration);
  // Let the page's own requests go first.
  await new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve, { timeout: 3000 }));
  if (!navigator.onLine) return;
  // The worker fetches them one at a time (two cores, and the listener may be starting the live stream).
  const message: RefreshContentMessage = { type: 'REFRESH_CONTENT', olderThanMs: FRESH_ENOUGH_MS };
  registration.active?.postMessage(message);
}

async function askForBackgroundRefresh(registration: SyncRegistration) {
  // When the connection comes back, even with the app closed.
  window.addEventListener('offline', () => void registration.sync?.register(CONTENT_SYNC_TAG).catch(() => undefined));
  if (!registration.periodicSync) return;
  try {
    // Granted to installed apps the listener uses; never a prompt.
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (status.state === 'granted') await registration.periodicSync.register(CONTENT_SYNC_TAG, { minInterval: CONTENT_SYNC_INTERVAL_MS });
  } catch {
    // Not offered here: the page and the one-off sync keep the lists fresh.
  }
}
