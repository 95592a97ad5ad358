// Replays the offline outbox (outbox.ts): each write in order with its Idempotency-Key, so a write
// that did reach the server before its answer was lost is not applied twice. Runs in the page
// (outbox-replayer.ts) and in the service worker (sw/src/outbox-sync.ts); no DOM here.
import { type OutboxEntry, offlineDb } from './offline-db.ts';
import { accountTag, announceOutboxChange, isHeld } from './outbox.ts';

const LOCK = 'station-outbox-replay';

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
