import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { onServer } from '../ssr/hydration.ts';
import { sharedTimeouts } from './shared-timeouts.ts';

// Before any query: the browser's cache arms its long timers on one shared timer (shared-timeouts.ts).
// A server-rendered page's cache arms none (no clean-up, no staleness on a server).
if (!onServer) timeoutManager.setTimeoutProvider(sharedTimeouts());

/** A cache with the app's defaults: the browser's one below, and one per page the server renders. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Catalogue data changes a few times a day: a minute of freshness avoids refetching on every
      // navigation while still picking up an admin's edit quickly. offlineFirst: the query runs even
      // offline, since its fetch answers from IndexedDB then (offline/offline-fetch.ts); 'online'
      // would leave every section loading forever.
      queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' },
      // Writes decide themselves what to do offline (offline/send-or-queue.ts queues them).
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
