// What runs beside the page on this device (the service worker, the outbox, the offline lists, the
// player), loaded and started once the app has taken the page over: none of it is needed to show
// or hydrate a page, so it is not in the entry.
import type { QueryClient } from '@tanstack/react-query';
import { startOutboxWhenSomethingWaits } from './offline/outbox-start.ts';
import { refreshWhenBackOnline } from './offline/offline-refresh.ts';
import { warmOfflineCache } from './offline/offline-warmup.ts';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { startPlayer } from './player/start-player.ts';
import { tuckCallButtonWhenInTheWay } from './ui/layout/call-button-tucking.ts';

/** The steps, each to run in a task of its own. */
export function besideThePage(queryClient: QueryClient, playLiveNow: boolean): Array<() => void> {
  return [
    () => registerServiceWorker(),
    () => void startOutboxWhenSomethingWaits(queryClient),
    () => refreshWhenBackOnline(queryClient),
    () => void warmOfflineCache(),
    () => void startPlayer({ playLiveNow }),
    () => tuckCallButtonWhenInTheWay(),
  ];
}
