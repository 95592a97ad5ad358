// A show without an image: its type's three shipped artworks in turn, every 5 s. Until the first
// turn only the artwork shown and the next one are in the page (each SVG is a document the browser
// parses on the main thread); a listener who asks for reduced motion gets one, still.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The artworks in the page of the home's first show card without an image, and the one shown. */
async function firstCardArtworks(page: Page) {
  const images = page.locator('#programme .show-card .show-art').first().locator('img');
  return {
    sources: await images.evaluateAll((all) => all.map((image) => new URL((image as HTMLImageElement).src).pathname)),
    shown: await images.evaluateAll((all) => all.filter((image) => image.classList.contains('is-shown')).map((image) => new URL((image as HTMLImageElement).src).pathname)),
  };
}

test('the artwork shown and the next are in the page, the third from the first turn on, when the next one shows', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const before = await firstCardArtworks(page);
  expect(before.sources).toHaveLength(2);
  expect(before.shown).toHaveLength(1);
  const next = before.sources.find((source) => source !== before.shown[0])!;
  await page.clock.runFor(5_100);
  await expect.poll(async () => (await firstCardArtworks(page)).shown).toEqual([next]);
  expect((await firstCardArtworks(page)).sources).toHaveLength(3);
});

test('with reduced motion, one artwork and no turn', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect.poll(async () => (await firstCardArtworks(page)).sources).toHaveLength(1);
  const still = await firstCardArtworks(page);
  await page.clock.runFor(10_100);
  expect(await firstCardArtworks(page)).toEqual(still);
});
