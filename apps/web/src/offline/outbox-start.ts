// The outbox's replays (outbox-replayer.ts) start with the page only when something waits: most
// pages open with an empty outbox, and the first write queued starts them itself (send-write.ts).
import type { QueryClient } from '@tanstack/react-query';
import { outboxEntries } from './outbox.ts';

export async function startOutboxIfWaiting(client: QueryClient) {
  const waiting = await outboxEntries().catch(() => []);
  if (waiting.length === 0) return;
  const { startOutbox } = await import('./outbox-replayer.ts');
  startOutbox(client);
}
