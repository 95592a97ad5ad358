// A show without an image: its type's three shipped artworks in turn, every 5 s, cross-faded; still
// for a listener who asks for reduced motion.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The artworks of the home's first show card without an image, and the one shown. */
async function firstCardArtworks(page: Page) {
  const images = page.locator('#programme .show-card .show-art').first().locator('img');
  return {
    sources: await images.evaluateAll((all) => all.map((image) => new URL((image as HTMLImageElement).src).pathname)),
    shown: await images.evaluateAll((all) => all.filter((image) => image.classList.contains('is-shown')).map((image) => new URL((image as HTMLImageElement).src).pathname)),
  };
}

test("a card shows one of its type's three artworks, and the next one 5 s later", async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const before = await firstCardArtworks(page);
  expect(before.sources).toHaveLength(3);
  expect(before.shown).toHaveLength(1);
  const next = before.sources[(before.sources.indexOf(before.shown[0]!) + 1) % 3];
  await page.clock.runFor(5_100);
  await expect.poll(async () => (await firstCardArtworks(page)).shown).toEqual([next]);
});

test('with reduced motion, the artwork stays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const still = await firstCardArtworks(page);
  expect(still.shown).toHaveLength(1);
  await page.clock.runFor(10_100);
  expect(await firstCardArtworks(page)).toEqual(still);
});
