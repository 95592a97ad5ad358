// What the page and the service worker say to each other about the content lists
// (docs/decisions/087-worker-keeps-content-fresh.md): the worker keeps the lists fresh in IndexedDB;
// the page asks it to, and reads the date of each copy. Shared by both sides, so the names never drift.

/** Background Sync and Periodic Background Sync tag of the content refresh. */
export const CONTENT_SYNC_TAG = 'content-refresh';
/** Periodic refresh of the programme and news: the browser may wait longer, never less (≥ 3 a day asked). */
export const CONTENT_SYNC_INTERVAL_MS = 8 * 3600_000;

/** Page → worker: refresh the lists (those older than `olderThanMs`, or all); answered on the port. */
export interface RefreshContentMessage {
  type: 'REFRESH_CONTENT';
  olderThanMs?: number;
}

/** Worker → pages: these lists were just stored. */
export interface ContentRefreshedMessage {
  type: 'CONTENT_REFRESHED';
  urls: string[];
}

/** Set on an answer made from IndexedDB: when that copy was received (ms since epoch). */
export const OFFLINE_UPDATED_HEADER = 'X-Offline-Updated-At';
