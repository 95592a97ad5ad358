// The one way a feature sends a write that may wait for the network (the outbox):
//   const result = await sendOrQueue({ method: 'POST', path: '/api/dedicaces', body, label: 'Dédicace pour Léa' });
// Sent now, or queued offline and replayed in order later (send-write.ts). That code, with the
// outbox's replay, loads at the page's first write: like buttons, votes and forms show on pages
// long before anyone uses one.
import { shellMessages } from '@station/shared/client';
import { ApiError } from '../lib/api-client.ts';
import type { QueueableWrite, SendResult } from './send-write.ts';

export type { QueueableWrite, SendResult } from './send-write.ts';

export async function sendOrQueue<T = unknown>(write: QueueableWrite): Promise<SendResult<T>> {
  const sender = await import('./send-write.ts').catch(() => {
    // Not loaded (the network dropped before the worker kept it): said as a failed request is.
    throw new ApiError(shellMessages.serverConnection, 0);
  });
  return sender.sendWrite<T>(write);
}
