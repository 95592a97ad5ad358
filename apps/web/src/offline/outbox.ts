// The offline outbox: writes made without network wait in IndexedDB and are replayed in
// order, each with its Idempotency-Key, so a write that did reach the server before its answer
// was lost is not applied twice. Runs in the page and in the service worker (no DOM here).
import { type OutboxEntry, offlineDb } from './offline-db.ts';

export const OUTBOX_SYNC_TAG = 'station-outbox';
const LOCK = 'station-outbox-replay';
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

export interface ReplayResult {
  /** Another page or the worker is already replaying: it will send these. */
  skipped: boolean;
  /** Entries left waiting for another account's session. */
  held: number;
  sent: Array<{ entry: OutboxEntry; body: unknown }>;
  refused: Array<{ entry: OutboxEntry; status: number; error?: string }>;
  /** The network (or the server) failed: the rest waits, in order, for the next trigger. */
  stopped: boolean;
}

// Worth another try later, in order: server trouble, rate limit, and an expired session (the
// write waits until the listener logs in again rather than being lost).
const RETRY_LATER = (status: number) => status >= 500 || status === 408 || status === 429 || status === 401;

/**
 * Sends the waiting writes one by one, oldest first; each leaves the outbox only once the server
 * has answered it. One replayer at a time across pages and the worker (Web Locks).
 */
export async function replayOutbox(send: typeof fetch = fetch): Promise<ReplayResult> {
  const result: ReplayResult = { skipped: false, held: 0, sent: [], refused: [], stopped: false };
  const run = async () => {
    const db = await offlineDb();
    // Nothing waiting: no need to ask the server anything (this runs at every app start).
    if ((await db.count('outbox')) === 0) return result;
    // Whose session the writes would be sent with: the server's answer, not the page's cache.
    let current: string;
    try {
      current = await sessionTag(send);
    } catch {
      result.stopped = true;
      return result;
    }
    for (;;) {
      const entries = await db.getAll('outbox');
      const entry = entries.find((candidate) => !isHeld(candidate, current));
      result.held = entries.filter((candidate) => isHeld(candidate, current)).length;
      if (!entry) return result;
      let response: Response;
      try {
        response = await send(entry.path, {
          method: entry.method,
          headers: { ...entry.headers, 'Idempotency-Key': entry.key },
          body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
          credentials: 'same-origin',
        });
      } catch (error) {
        await recordFailure(entry, error instanceof Error ? error.message : String(error));
        result.stopped = true;
        return result;
      }
      if (RETRY_LATER(response.status)) {
        await recordFailure(entry, `HTTP ${response.status}`);
        result.stopped = true;
        return result;
      }
      const body: unknown = await response.json().catch(() => undefined);
      await db.delete('outbox', entry.id!);
      announceOutboxChange();
      if (response.ok || entry.okStatuses.includes(response.status)) result.sent.push({ entry, body });
      else result.refused.push({ entry, status: response.status, error: (body as { error?: string } | undefined)?.error });
    }
  };
  // Both Navigator and WorkerNavigator have locks (not in older browsers: then, no lock).
  const locks: LockManager | undefined = globalThis.navigator?.locks;
  if (!locks) return run();
  return locks.request(LOCK, { ifAvailable: true }, (lock: Lock | null) => (lock ? run() : { ...result, skipped: true }));
}

async function sessionTag(send: typeof fetch): Promise<string> {
  const response = await send('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const state = (await response.json()) as { account?: { role: string; id: number } | null };
  return accountTag(state.account);
}

async function recordFailure(entry: OutboxEntry, error: string) {
  const db = await offlineDb();
  // Cancelled meanwhile: nothing to record.
  if (!(await db.get('outbox', entry.id!))) return;
  await db.put('outbox', { ...entry, attempts: entry.attempts + 1, lastError: error });
  announceOutboxChange();
}
