// The offline outbox: writes made without network wait in IndexedDB and are replayed in
// order (outbox-replay.ts). Runs in the page and in the service worker (no DOM here). What every
// page needs at once, the count and its changes, stays apart from the replay, which loads once
// something waits.
import { type OutboxEntry, offlineDb } from './offline-db.ts';

export const OUTBOX_SYNC_TAG = 'station-outbox';
const CHANNEL = 'station-outbox';

/** Tells every page (and the worker) that the outbox changed, so lists and badges refresh. */
export function announceOutboxChange() {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function onOutboxChange(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}

/** The outbox's name for a session: 'role:id', or 'visitor'. */
export const accountTag = (account: { role: string; id: number } | null | undefined) => (account ? `${account.role}:${account.id}` : 'visitor');

/**
 * A write queued under one account is never replayed under another's session (Léa's dedication
 * must not be sent as Hugo's): it waits, listed and cancellable, until that account is back.
 */
export const isHeld = (entry: Pick<OutboxEntry, 'account'>, current: string) => entry.account !== undefined && entry.account !== current;

export async function enqueue(entry: Omit<OutboxEntry, 'id' | 'createdAt' | 'attempts'>): Promise<OutboxEntry> {
  const stored: OutboxEntry = { ...entry, createdAt: Date.now(), attempts: 0 };
  stored.id = await (await offlineDb()).add('outbox', stored);
  announceOutboxChange();
  return stored;
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  return (await offlineDb()).getAll('outbox');
}

/** The listener cancels a waiting write: it will never be sent. */
export async function cancelEntry(id: number) {
  await (await offlineDb()).delete('outbox', id);
  announceOutboxChange();
}
