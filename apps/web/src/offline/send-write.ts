// What sendOrQueue (send-or-queue.ts) does, loaded at a page's first write. Online with nothing
// waiting: sent now, with an Idempotency-Key. Offline, or if the network drops before the answer:
// queued with that same key, and replayed in order later.
import { shellMessages } from '@station/shared/client';
import { readSessionCache } from '../session/session-cache.ts';
import { ApiError } from '../lib/api-client.ts';
import type { OutboxEntry, WriteMethod } from './offline-db.ts';
import { OUTBOX_SYNC_TAG, accountTag, enqueue, isHeld, outboxEntries } from './outbox.ts';
import { queryClient } from '../lib/query-client.ts';
import { replayNow, retryLater, startOutbox } from './outbox-replayer.ts';
import { visitorKey } from './visitor-key.ts';

export interface QueueableWrite {
  method: WriteMethod;
  path: `/api/${string}`;
  body?: unknown;
  /** Shown in the waiting list, in French ('J'aime : Deep House Sunset'). */
  label: string;
  /** Query keys to refresh once the write has reached the server. */
  invalidate?: unknown[][];
  /** Answers that count as done (default: any 2xx). */
  okStatuses?: number[];
}

export type SendResult<T> = { queued: false; body: T } | { queued: true; entry: OutboxEntry };

export async function sendWrite<T = unknown>(write: QueueableWrite): Promise<SendResult<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // Always the device's key: the server refuses an Idempotency-Key that has no owner (no session,
  // no visitor key), and a session believed alive may have expired on the server.
  headers['X-Visitor-Key'] = visitorKey();
  // The account it is written as (the last known session, also offline): replayed only under it.
  const account = accountTag(readSessionCache());
  const entry = {
    key: crypto.randomUUID(),
    account,
    method: write.method,
    path: write.path,
    body: write.body,
    headers,
    label: write.label,
    invalidate: write.invalidate ?? [],
    okStatuses: write.okStatuses ?? [],
  };
  // Writes keep their order: behind anything of this account already waiting, a new one waits too
  // (another account's held writes do not block it).
  const waiting = navigator.onLine ? (await outboxEntries()).filter((other) => !isHeld(other, account)).length : 1;
  if (waiting === 0) {
    let response: Response;
    try {
      response = await fetch(entry.path, {
        method: entry.method,
        headers: { ...headers, 'Idempotency-Key': entry.key },
        body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
      });
    } catch {
      // No answer: it may or may not have arrived. Queued with the same key, so either way it
      // is applied once; retried by the page itself, as no `online` event may ever come.
      const queued = await queue(entry);
      retryLater();
      return { queued: true, entry: queued };
    }
    // The server is there but its database is not (a French 503 with Retry-After): the write
    // waits in the outbox like an offline one, and is sent again with the same key.
    if (response.status === 503) {
      const queued = await queue(entry);
      retryLater();
      return { queued: true, entry: queued };
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok && !entry.okStatuses.includes(response.status)) {
      const error = body as { error?: unknown; code?: unknown } | undefined;
      throw new ApiError(typeof error?.error === 'string' ? error.error : shellMessages.serverConnection, response.status, typeof error?.code === 'string' ? error.code : undefined);
    }
    return { queued: false, body: body as T };
  }
  const queued = await queue(entry);
  // Online but behind others: send them all now, in order.
  if (navigator.onLine) void replayNow();
  return { queued: true, entry: queued };
}

async function queue(entry: Omit<OutboxEntry, 'id' | 'createdAt' | 'attempts'>) {
  const stored = await enqueue(entry);
  // The page replays what waits from now on (at its start, it did only if something waited then).
  startOutbox(queryClient);
  // Background Sync where the browser has it: replayed when the connection returns, even if the
  // page has been closed meanwhile (sw/src/outbox-sync.ts).
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  return stored;
}
