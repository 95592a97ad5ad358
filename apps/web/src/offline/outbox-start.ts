// The outbox's replays (outbox-replayer.ts) start with the page only when something waits: most
// pages open with an empty outbox. Otherwise they start when something comes to wait: a write this
// page queues (send-write.ts), another tab's (announced on the outbox's channel), or the worker's
// Background Sync relayed to this page.
import type { QueryClient } from '@tanstack/react-query';
import { onOutboxChange, outboxEntries } from './outbox.ts';

const REPLAY_MESSAGE = 'OUTBOX_REPLAY';

export async function startOutboxWhenSomethingWaits(client: QueryClient) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopListening();
    import('./outbox-replayer.ts').then(({ replayNow, startOutbox }) => {
      startOutbox(client);
      void replayNow();
    }, () => undefined);
  };
  const startIfWaiting = () => outboxEntries().then((waiting) => waiting.length > 0 && start(), () => undefined);
  const stopChannel = onOutboxChange(() => void startIfWaiting());
  const onMessage = (event: MessageEvent) => (event.data as { type?: string } | null)?.type === REPLAY_MESSAGE && start();
  navigator.serviceWorker?.addEventListener('message', onMessage);
  function stopListening() {
    stopChannel();
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  }
  await startIfWaiting();
}
