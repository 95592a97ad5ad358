// What a phone downloads before anyone taps: every script a public page fetches until the network is
// idle, with no interaction and no service worker (a first visit), counted as sent over HTTPS (the
// build's brotli twin of each file; plain HTTP here gets gzip). The budgets are today's figures and
// a little room: lower them as the pages shrink. The goal is 150 KB on `/` and 130 KB on every other
// public page (docs/performance.md): the entry alone is 121 KB of it.
import path from 'node:path';
import { fileSizes } from '../../apps/web/scripts/first-load.ts';
import { expect, test } from './fixtures.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const BUDGETS: Array<[string, number]> = [
  ['/', 156],
  ['/actualites', 140],
  ['/mixes', 138],
  ['/programme-calendrier', 135],
  ['/concours-talents', 138],
  ['/talent/1', 137],
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
