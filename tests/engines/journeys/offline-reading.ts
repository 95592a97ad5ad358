// The programme and the news read offline after one online visit, the network taken away for
// real (network-proxy.ts: no engine's driver here can emulate it, and `navigator.onLine` stays
// true): the pages open from the service worker's shell and the stored lists, under 'Hors ligne',
// their icons drawn from the kept sprite;
// once the network is back the banner leaves by itself, without any `online` event.
import { throughNetworkProxy } from '../network-proxy.ts';
import type { Journey, Page } from '../engine.ts';
import { waitIconsDrawn } from './icons.ts';
import { openApp } from './player-page.ts';

const BANNER = '[role="status"][aria-label="État de la connexion"]';

/** Waits until the service worker controls the page and has stored `lists` in IndexedDB. */
export async function waitOfflineReady(page: Page, lists: string[]) {
  await page.waitFor('the service worker controlling the page', () => navigator.serviceWorker?.controller?.state === 'activated', [], 30_000);
  await page.waitFor(`${lists.join(', ')} stored for offline`, (lists: string[]) =>
    new Promise<boolean>((resolve) => {
      const open = indexedDB.open('station-offline');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('lists')) return resolve(false);
        const keys = db.transaction('lists').objectStore('lists').getAllKeys();
        keys.onsuccess = () => resolve(lists.every((list) => keys.result.map(String).includes(list)));
        keys.onerror = () => resolve(false);
      };
    }), [lists], 30_000);
}

export const bannerText = (page: Page) => page.eval((banner: string) => document.querySelector(banner)?.textContent ?? '', BANNER);

export const offlineReading: Journey = {
  name: 'programme and news read offline after a first visit',
  async run(engine) {
    await throughNetworkProxy(engine, async (page, proxy) => {
      // The one online visit: the news page (the programme's list comes from the quiet warm-up).
      await openApp(page, '/actualites');
      const headline = await page.waitFor('the first news title', () => document.querySelector('main .article__title')?.textContent?.trim() ?? '');
      await waitOfflineReady(page, ['/api/schedule/shows', '/api/actualites']);

      await proxy.cut();
      for (const [path, texts] of [['/programme-calendrier', ['Calendrier des Programmes', 'Nuits Blanches']], ['/actualites', [headline]]] as const) {
        await openApp(page, path);
        await page.waitFor(`${path} offline: ${texts.join(', ')} under 'Hors ligne'`, (banner: string, texts: string[]) => {
          const main = document.querySelector('main')?.textContent ?? '';
          return texts.every((text) => main.includes(text)) && /Hors ligne/.test(document.querySelector(banner)?.textContent ?? '');
        }, [BANNER, [...texts]], 30_000).catch(async (error: Error) => {
          const found = await page.eval((texts: string[]) => `${location.pathname}: ${texts.map((text) => `${text} ${(document.querySelector('main')?.textContent ?? '').includes(text) ? 'shown' : 'absent'}`).join(', ')}; h1 ${document.querySelector('h1')?.textContent}; onLine ${navigator.onLine}; ${performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/')).map((entry) => `${entry.name.replace(location.origin, '')} ${(entry as PerformanceResourceTiming).transferSize} ${(entry as PerformanceResourceTiming).responseStatus}`).join(', ')}`, [...texts]);
          throw new Error(`${error.message}; ${found}; the banner: "${await bannerText(page)}"`);
        });
        await waitIconsDrawn(page, `${path} offline`);
      }

      // Back: no `online` event comes (the device never knew it was gone); the app notices anyway.
      await proxy.restore();
      await page.waitFor("the banner gone once the network is back", (banner: string) => !document.querySelector(banner), [BANNER], 45_000);
    });
  },
};
