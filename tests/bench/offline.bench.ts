// `npm run bench offline`: time from navigation to content visible for a reload of /actualites,
// online and offline, in the same run, with the service worker installed as a listener has it.
// Measured in the page: from the navigation's start (performance's time origin) to the moment
// the newest article's title is in the DOM (a MutationObserver), so Playwright's own round trips
// do not count.
import { chromium } from '@playwright/test';
import { SKIP_SPLASH, chromiumOptions, startServer } from '../support/start-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3330);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

// Records when the article's title shows up (the title is the news list's first article).
// No named inner functions: tsx would wrap them in a helper the page does not have.
const WATCH_CONTENT = () => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.article__title')?.textContent) return;
    (window as unknown as { contentVisibleAt?: number }).contentVisibleAt ??= performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const line = (label: string, values: number[]) =>
  `${label.padEnd(40)} median ${median(values).toFixed(0).padStart(4)} ms   min ${Math.min(...values).toFixed(0).padStart(4)}   max ${Math.max(...values).toFixed(0).padStart(4)}   (${values.length} reloads)`;

export async function run() {
  const server = await startServer(PORT);
  const browser = await chromium.launch(chromiumOptions);
  try {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await context.addInitScript(SKIP_SPLASH);
    await context.addInitScript(WATCH_CONTENT);
    const page = await context.newPage();
    // The first visit installs the worker and fills the offline lists.
    await page.goto('/actualites');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('station-offline');
          open.onsuccess = () => {
            const request = open.result.transaction('lists').objectStore('lists').get('/api/actualites');
            request.onsuccess = () => resolve(request.result !== undefined);
          };
          open.onerror = () => resolve(false);
        }),
      undefined,
      { timeout: 30_000 },
    );

    const measure = async () => {
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { contentVisibleAt?: number }).contentVisibleAt !== undefined, undefined, { timeout: 15_000 });
      return page.evaluate(() => (window as unknown as { contentVisibleAt: number }).contentVisibleAt);
    };
    // Alternate online and offline so both see the same machine load.
    const online: number[] = [];
    const offline: number[] = [];
    await measure(); // warm-up, not counted
    for (let index = 0; index < RUNS; index++) {
      await context.setOffline(false);
      online.push(await measure());
      await context.setOffline(true);
      offline.push(await measure());
    }
    await context.setOffline(false);
    console.log('/actualites: navigation start → newest article visible');
    console.log(line('online reload  (shell + API over network)', online));
    console.log(line('offline reload (shell + IndexedDB)', offline));
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
