// Helpers of the PWA and offline browser tests.
import type { APIRequestContext, Page } from '@playwright/test';
import type { LoggedRequest } from '../../apps/api/src/lib/request-log.ts';
import { expect } from './fixtures.ts';

/**
 * Waits until the service worker is activated and controls the page (GUIDE.md: before going offline).
 * Its install downloads the precache one file after the other: on a busy machine that took over 15 s.
 */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
}

/**
 * A store of the app's IndexedDB database (apps/web/src/offline/offline-db.ts), read in the page:
 * its keys, its records, or the record under one key (null if absent).
 */
function readOfflineStore<T>(page: Page, store: 'lists' | 'outbox', what: 'keys' | 'records' | { key: string }): Promise<T> {
  return page.evaluate(
    ({ store, what }) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open('station-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve((typeof what === 'object' ? null : []) as T);
          const objects = db.transaction(store).objectStore(store);
          const read = what === 'keys' ? objects.getAllKeys() : what === 'records' ? objects.getAll() : objects.get(what.key);
          read.onsuccess = () => resolve((read.result ?? null) as T);
          read.onerror = () => reject(read.error);
        };
      }),
    { store, what },
  );
}

/** The API lists kept in IndexedDB (apps/web/src/offline/offline-lists.ts), read in the page. */
export const cachedListUrls = async (page: Page): Promise<string[]> => (await readOfflineStore<IDBValidKey[]>(page, 'lists', 'keys')).map(String);

/** When each stored list was received (ms), read in the page. */
export const storedListDates = async (page: Page): Promise<number[]> =>
  (await readOfflineStore<Array<{ updatedAt: number }>>(page, 'lists', 'records')).map((list) => list.updatedAt);

/** One list as the app stores it, read in the page. */
export const storedList = (page: Page, url: string) =>
  readOfflineStore<{ data: Array<{ title?: string }>; updatedAt: number } | null>(page, 'lists', { key: url });

/** 'Dernière mise à jour : …' for one of these dates, as the banner writes it (Paris time). */
export const bannerDates = (...dates: number[]) => {
  const format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return new RegExp(dates.map((date) => `Dernière mise à jour : ${format.format(date)}`).join('|'));
};

/** The outbox's Idempotency-Keys, in replay order. */
export const outboxKeys = async (page: Page): Promise<string[]> => (await readOfflineStore<Array<{ key: string }>>(page, 'outbox', 'records')).map((entry) => entry.key);

/**
 * What the server itself received (apps/api/src/lib/request-log.ts, on with E2E_TEST_HOOKS=1):
 * read with Playwright's own request context, which setOffline does not cut.
 */
export async function serverLog(request: APIRequestContext, since = 0): Promise<{ last: number; requests: LoggedRequest[] }> {
  const response = await request.get(`/api/__test/requests?since=${since}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Makes the outbox's next replay fail halfway: the nth keyed write reaches the server but its
 * answer is lost, and every later write of that attempt finds the network down. Resolves once that
 * write has been cut, so the test restores the network only after the failure really happened.
 */
export async function failReplayAtWrite(page: Page, nth: number): Promise<{ failed: Promise<void> }> {
  let writes = 0;
  let broken = false;
  let markFailed!: () => void;
  const failed = new Promise<void>((resolve) => {
    markFailed = resolve;
  });
  await page.route('**/api/**', async (route) => {
    // Only the outbox's writes (they carry a key): reads and other traffic pass.
    if (!route.request().headers()['idempotency-key']) return route.continue();
    writes += 1;
    if (broken) return route.abort('internetdisconnected');
    if (writes === nth) {
      broken = true;
      await route.fetch();
      await route.abort('connectionreset');
      return markFailed();
    }
    return route.continue();
  });
  return { failed };
}
