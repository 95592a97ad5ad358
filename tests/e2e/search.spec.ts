// Search from the header on a phone — results while typing, highlighted, keyboard
// navigable, a result opened in the app, recent searches kept on the device; offline, a partial
// search over the kept lists, said so.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cachedListUrls, waitForServiceWorker } from './pwa-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const field = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher dans la station' });

test('a listener searches from the header on a phone and opens a result', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/recherche$/);
  await expect(field(page)).toBeFocused();

  // Typed key by key: one answer for the settled word, the address follows.
  const answers: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/search?')) answers.push(new URL(response.url()).searchParams.get('q') ?? '');
  });
  await field(page).pressSequentially('acousti', { delay: 30 });
  await expect(page).toHaveURL(/\/recherche\?q=acousti$/);
  const emissions = page.getByRole('region', { name: /^Émissions/ });
  const result = emissions.getByRole('link', { name: /Session Acoustique/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText('Acoustique');
  expect(answers.at(-1)).toBe('acousti');
  expect(answers.length).toBeLessThan(7);
  await expect(page.getByRole('status').filter({ hasText: /résultat/ })).toBeVisible();

  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The arrows lead from the field through the results; Enter opens one inside the app.
  await field(page).press('ArrowDown');
  const focused = page.locator('.search-result:focus');
  await expect(focused).toHaveCount(1);
  let guard = 0;
  while (!(await result.evaluate((node) => node === document.activeElement)) && guard++ < 20) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/emissions\?emission=\d+#\d+$/);
  await expect(page.getByRole('article', { name: 'Session Acoustique' })).toBeInViewport();

  // Back on the search page with an empty field: the recent search is offered, kept on the device.
  await page.goto('/recherche');
  await page.getByRole('button', { name: 'acousti' }).click();
  await expect(field(page)).toHaveValue('acousti');
  await expect(emissions.getByRole('link', { name: /Session Acoustique/ })).toBeVisible();
});

test('a stale search is cancelled when the next word arrives', async ({ page }) => {
  await page.goto('/recherche?q=jazz');
  await expect(page.getByRole('status').filter({ hasText: /résultat/ })).toBeVisible();
  // Every request the page starts either answers for the word then shown or is aborted.
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/search?')) failed.push(request.failure()?.errorText ?? '');
  });
  // The first word's answer is held until the next word's results are shown: stale by then.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/search?q=hip', async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await field(page).fill('hip');
  await expect(page).toHaveURL(/q=hip$/);
  await field(page).fill('hip-hop');
  await expect(page.getByRole('region', { name: /^Émissions/ }).getByRole('link', { name: /Hip-Hop Culture/ })).toBeVisible();
  await expect.poll(() => failed.length).toBeGreaterThan(0);
  expect(failed[0]).toMatch(/ABORTED/i);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('offline, the search runs over the kept lists and says it is partial', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect.poll(() => cachedListUrls(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(['/api/emissions', '/api/animateurs']));
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Rechercher' }).click();
  await field(page).fill('celine');
  await expect(page.getByRole('note')).toHaveText('Hors ligne : recherche partielle, dans les contenus gardés sur cet appareil.');
  await field(page).fill('acoustique');
  await expect(page.getByRole('region', { name: /^Émissions/ }).getByRole('link', { name: /Session Acoustique/ })).toBeVisible();
});
