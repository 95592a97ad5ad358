// An emission with replays offers 'S'abonner au podcast' on its card and in its drawer;
// the links lead podcast apps to the feed, which the server answers as RSS.
import { podcastFeedPath } from '@station/shared';
import { expect, test } from './fixtures.ts';

test("'S'abonner au podcast' offers the apps and the feed's address, on the card and in the drawer", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/emissions');
  const card = page.getByRole('article', { name: 'Le Grand Direct' });
  await card.getByRole('button', { name: "S'abonner au podcast" }).click();
  const dialog = page.getByRole('dialog', { name: "S'abonner au podcast" });
  const feedInput = dialog.getByRole('textbox', { name: "Autres applications : l'adresse du flux" });
  const feedUrl = await feedInput.inputValue();
  expect(feedUrl).toMatch(/^http:\/\/localhost:\d+\/podcasts\/\d+\.xml$/);
  await expect(dialog.getByRole('link', { name: 'Apple Podcasts' })).toHaveAttribute('href', feedUrl.replace('http://', 'podcast://'));
  await expect(dialog.getByRole('link', { name: 'AntennaPod' })).toHaveAttribute('href', `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(feedUrl)}`);
  await dialog.getByRole('button', { name: 'Copier le lien du flux' }).click();
  await expect(page.getByText('Lien du flux copié.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await feed.text()).toContain('<title>Le Grand Direct</title>');
  await page.keyboard.press('Escape');

  // The drawer offers the same; an emission without any recording has no feed to offer.
  await card.getByRole('button', { name: 'Voir plus de détails' }).click();
  const drawer = page.getByRole('dialog', { name: 'Le Grand Direct' });
  await drawer.getByRole('button', { name: "S'abonner au podcast" }).click();
  await expect(page.getByRole('dialog', { name: "S'abonner au podcast" }).getByRole('textbox')).toHaveValue(feedUrl);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article', { name: 'Afro Vibes' }).getByRole('button', { name: "S'abonner au podcast" })).toHaveCount(0);
  expect(podcastFeedPath('station')).toBe('/podcasts/station.xml');
  expect((await page.request.get(podcastFeedPath('station'))).status()).toBe(200);
});

for (const size of [{ name: 'a phone', width: 390, height: 844 }, { name: 'a desktop', width: 1280, height: 800 }]) {
  test(`the podcast apps are buttons of one size in a tidy grid on ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/emissions');
    const opener = page.getByRole('article', { name: 'Le Grand Direct' }).getByRole('button', { name: "S'abonner au podcast" });
    // Keyboard: on a phone a card's action row may sit under the player bar while it scrolls.
    await opener.focus();
    await page.keyboard.press('Enter');
    const apps = page.getByRole('dialog', { name: "S'abonner au podcast" }).getByRole('list', { name: 'Applications de podcast' }).getByRole('link');
    await expect(apps).toHaveText(['Apple Podcasts', 'Pocket Casts', 'AntennaPod', 'Overcast']);
    const looks = await apps.evaluateAll((links) =>
      links.map((link) => {
        const style = getComputedStyle(link);
        const box = link.getBoundingClientRect();
        return {
          // A button's face: a fill or an outline that sets it apart from the dialog.
          face: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.borderTopStyle !== 'none' && style.borderTopWidth !== '0px',
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
    );
    for (const look of looks) {
      expect(look.face).toBe(true);
      // One size: no name wraps onto a second line.
      expect(look.width).toBe(looks[0]!.width);
      expect(look.height).toBe(looks[0]!.height);
    }
    // Two columns, two rows, aligned.
    expect(new Set(looks.map((look) => look.x)).size).toBe(2);
    expect(new Set(looks.map((look) => look.y)).size).toBe(2);
  });
}
