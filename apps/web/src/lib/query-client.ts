import { QueryClient } from '@tanstack/react-query';

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
