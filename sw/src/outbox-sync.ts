// Background Sync (where the browser has it): when the connection returns, the open page replays
// its outbox (it can refresh what it shows); with no page open, the worker replays it itself.
import { OUTBOX_SYNC_TAG } from '../../apps/web/src/offline/outbox.ts';
import { replayOutbox } from '../../apps/web/src/offline/outbox-replay.ts';

declare const self: ServiceWorkerGlobalScope;

/** Not in TypeScript's WebWorker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function sync() {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: 'OUTBOX_REPLAY' });
    return;
  }
  const result = await replayOutbox();
  // Rejecting tells the browser to try this sync again later, with its own backoff.
  if (result.stopped) throw new Error('outbox: the network failed again, retry later');
}

export function listenForOutboxSync() {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sync());
  }) as EventListener);
}
