// The icons are drawn from one sprite (/assets/icons-<hash>.svg, apps/web/src/ui/icons.tsx): every icon a listener
// can see is drawn, on the first visit and offline afterwards (the service worker keeps the sprite).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

/** The visible icons of the page, and the names of those drawn empty (a missing sprite or symbol). */
const iconsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const visible = [...document.querySelectorAll('svg.lucide')].filter((icon) => icon.getBoundingClientRect().width > 0);
    const blank = visible.filter((icon) => {
      const drawing = icon.querySelector('use');
      return !drawing || drawing.getBBox().width === 0;
    });
    return { visible: visible.length, blank: blank.map((icon) => icon.getAttribute('class')) };
  });

test('every visible icon is drawn from the sprite, online and then offline', async ({ page, context }) => {
  await page.goto('/mixes');
  await page.waitForLoadState('networkidle');
  // Play, like, comment, share, playlist and download on each card, the header's buttons...
  expect((await iconsOnScreen(page)).visible).toBeGreaterThan(20);
  // Drawn once the page has laid them out (a card hydrated last may take a frame or two under load).
  await expect.poll(async () => (await iconsOnScreen(page)).blank).toEqual([]);
  // The drawing itself is not in the page: one <use> per icon.
  expect(await page.locator('svg.lucide path').count()).toBe(0);

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/actualites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  const offline = await iconsOnScreen(page);
  expect(offline.visible).toBeGreaterThan(5);
  expect(offline.blank).toEqual([]);
});
