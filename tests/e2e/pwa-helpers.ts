// Helpers of the PWA and offline browser tests.
import type { APIRequestContext, Page } from '@playwright/test';
import type { LoggedRequest } from '../../apps/api/src/lib/request-log.ts';
import { expect } from './fixtures.ts';

/** Waits until the service worker is activated and controls the page (GUIDE.md: before going offline). */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 15_000 })
    .toBe('activated');
}

/** The API lists kept in IndexedDB (apps/web/src/offline/offline-lists.ts), read in the page. */
export function cachedListUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('station-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lists')) return resolve([]);
          const keys = db.transaction('lists').objectStore('lists').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** When each stored list was received (ms), read in the page. */
export function storedListDates(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('station-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('lists').objectStore('lists').getAll();
          all.onsuccess = () => resolve(all.result.map((list: { updatedAt: number }) => list.updatedAt));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** 'Dernière mise à jour : …' for one of these dates, as the banner writes it (Paris time). */
export const bannerDates = (...dates: number[]) => {
  const format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return new RegExp(dates.map((date) => `Dernière mise à jour : ${format.format(date)}`).join('|'));
};

/** The outbox's Idempotency-Keys, in replay order. */
export function outboxKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('station-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result.map((entry: { key: string }) => entry.key));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

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
