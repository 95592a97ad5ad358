// The app's IndexedDB (idb): the content lists read offline, and the outbox of writes waiting for
// the network. Used by the page and by the service worker, so nothing here touches the DOM.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** One API list as last received: the whole JSON body, read back in one transaction. */
export interface CachedList {
  /** Path and query of the GET, e.g. '/api/mixes' or '/api/concours?status=active'. */
  url: string;
  data: unknown;
  /** When it was received (ms since epoch). */
  updatedAt: number;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write made offline (or whose answer never came), replayed in `id` order. */
export interface OutboxEntry {
  id?: number;
  /** Sent as Idempotency-Key on every attempt: the server applies it once (apps/api/src/lib/idempotency.ts). */
  key: string;
  method: WriteMethod;
  /** Same-origin API path, '/api/...'. */
  path: string;
  body?: unknown;
  headers: Record<string, string>;
  /** What the listener sees in the waiting list, in French. */
  label: string;
  /** Query keys to refresh once it has been sent. */
  invalidate: unknown[][];
  /** Answers that count as done (a 404 on a like toggle is ignored). */
  okStatuses: number[];
  /**
   * Who queued it: 'role:id' of the session's account, or 'visitor'. It is replayed only under
   * that same session (absent on entries queued before this field: replayed for anyone).
   */
  account?: string;
  createdAt: number;
  attempts: number;
  lastError?: string;
}

interface OfflineSchema extends DBSchema {
  lists: { key: string; value: CachedList };
  outbox: { key: number; value: OutboxEntry };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>('station-offline', 1, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'url' });
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
    },
    // Closed under us (storage cleared, browser shutting down): open afresh next time.
    terminated() {
      opening = undefined;
    },
  });
  return opening;
}
