// What a phone downloads before anyone taps: every script a public page fetches until the network is
// idle, with no interaction and no service worker (a first visit), counted as sent over HTTPS (the
// build's brotli twin of each file; plain HTTP here gets gzip). The budgets are the goal of
// docs/performance.md: 150 KB on `/` and 130 KB on every other public page (the entry alone is 114 KB
// of it). Above one, the message names the page's scripts: the one that grew is among them.
import path from 'node:path';
import { fileSizes } from '../../apps/web/scripts/first-load.ts';
import { expect, test } from './fixtures.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const BUDGETS: Array<[string, number]> = [
  ['/', 150],
  ['/actualites', 130],
  ['/mixes', 130],
  ['/programme-calendrier', 130],
  ['/concours-talents', 130],
  ['/talent/1', 130],
];

test.use({ serviceWorkers: 'block' });

test('each public page fetches at most its budget of scripts before the first tap', async ({ page }) => {
  const measured: string[] = [];
  for (const [route, budgetKb] of BUDGETS) {
    const scripts = new Set<string>();
    const collect = (response: { url: () => string }) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    };
    page.on('response', collect);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const kilobytes = [...scripts].reduce((sum, file) => sum + fileSizes(path.join(dist, file)).brotli, 0) / 1024;
    measured.push(`${route} ${kilobytes.toFixed(1)} KB (${scripts.size} scripts)`);
    expect.soft(kilobytes, `${route}: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(budgetKb);
    // A fresh start for the next page: nothing kept in the memory cache counts as not fetched.
    await page.context().clearCookies();
    await page.goto('about:blank');
  }
  console.log(`scripts fetched before the network is idle (brotli): ${measured.join(', ')}`);
});
