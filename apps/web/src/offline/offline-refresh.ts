// Back online: whatever is on screen from the offline cache is fetched again at once (it was
// stored as fresh data, so TanStack Query would otherwise wait for it to go stale).
// "Back" is not only the window's `online` event: when the network goes away beyond the device
// (a Wi-Fi whose internet is gone, a dead router, a proxy), `navigator.onLine` stays true and no
// event fires, in every browser. So, while anything on screen came from the cache, the app also
// asks again when the page is shown again and every little while; the first fresh answer clears
// the banner (docs/browsers.md, "How the app notices the network").
import type { QueryClient } from '@tanstack/react-query';
import { useOfflineStatus } from './offline-status.ts';

const RETRY_MS = 10_000;

export function refreshWhenBackOnline(queryClient: QueryClient) {
  const showingCache = () => Object.keys(useOfflineStatus.getState().fromCache).length > 0;
  const refresh = () => {
    if (showingCache() && navigator.onLine) void queryClient.invalidateQueries();
  };
  window.addEventListener('online', refresh);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refresh());
  let timer: number | undefined;
  const follow = () => {
    if (showingCache() && timer === undefined) timer = window.setInterval(refresh, RETRY_MS);
    else if (!showingCache() && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
  useOfflineStatus.subscribe(follow);
  follow();
}
