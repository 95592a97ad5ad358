// Registers the service worker (sw/src/sw.ts) through workbox-window and surfaces updates:
// a new build waits until the listener accepts 'Mettre à jour' (update-prompt.tsx).
import type { Workbox } from 'workbox-window';
import { loadChunk } from '../lib/load-chunk.ts';
import { useUpdateStore } from './update-store.ts';

/** Fired just before the app reloads into a new version: the player saves what is playing. */
export const BEFORE_RELOAD_EVENT = 'station:before-reload';
const UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker() {
  // The dev server has no built worker (and must not be cached).
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // workbox-window loads apart from the first load: it registers after the page's load anyway.
  loadChunk(() => import('workbox-window'), ({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' })));
}

function register(workbox: Workbox) {
  workbox.addEventListener('waiting', () => {
    useUpdateStore.setState({
      waiting: true,
      apply: () => {
        // Reload only once the new worker controls the page, so the reload gets the new shell.
        workbox.addEventListener('controlling', () => window.location.reload());
        window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
        workbox.messageSkipWaiting();
      },
    });
  });

  void workbox.register().then((registration) => {
    if (!registration) return;
    // Phones keep the app open for days: look for a new build hourly and whenever it comes back.
    const check = () => navigator.onLine && void registration.update().catch(() => undefined);
    window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  });
}
