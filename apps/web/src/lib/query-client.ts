import { QueryClient } from '@tanstack/react-query';

// Catalogue data changes a few times a day: a minute of freshness avoids refetching on every
// navigation while still picking up an admin's edit quickly.
export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: the query runs even offline, since its fetch answers from IndexedDB then
    // (offline/offline-fetch.ts); 'online' would leave every section loading forever.
    queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' },
    // Writes decide themselves what to do offline (offline/send-or-queue.ts queues them).
    mutations: { networkMode: 'always' },
  },
});
