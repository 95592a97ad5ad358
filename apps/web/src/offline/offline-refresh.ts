// Back online: whatever is on screen from the offline cache is fetched again at once (it was
// stored as fresh data, so TanStack Query would otherwise wait for it to go stale).
import type { QueryClient } from '@tanstack/react-query';
import { useOfflineStatus } from './offline-status.ts';

export function refreshWhenBackOnline(queryClient: QueryClient) {
  window.addEventListener('online', () => {
    if (Object.keys(useOfflineStatus.getState().fromCache).length > 0) void queryClient.invalidateQueries();
  });
}
