// Likes: a signed-in listener's likes belong to the account, so they show on any device.
import { DEMO_PASSWORD, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const CHLOE = 'chloe.petit@example.org';

test("a listener's like shows as theirs on another device once signed in there, and not before", async ({ page, browser, baseURL }) => {
  await page.goto('/mixes');
  await loginThroughModal(page, CHLOE, DEMO_PASSWORD);
  const title = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  const like = page.getByRole('button', { name: `J'aime : ${title}` });
  // Start from 'not liked' (an earlier run of the suite may have left it liked), then like it.
  if ((await like.getAttribute('aria-pressed')) === 'true') {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  }
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // Another device: never liked anything from here (no visitor key).
  const otherDevice = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await otherDevice.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const phone = await otherDevice.newPage();
  await phone.goto('/mixes');
  const sameLike = phone.getByRole('button', { name: `J'aime : ${title}` });
  await expect(sameLike).toHaveAttribute('aria-pressed', 'false');
  await loginThroughModal(phone, CHLOE, DEMO_PASSWORD);
  await expect(sameLike).toHaveAttribute('aria-pressed', 'true');
  await otherDevice.close();
});

test("a page of cards asks for all its likes in one request per kind, and every heart shows its count", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/likes/counts') asked.push(url.searchParams.get('content_type')!);
  });
  await page.goto('/');
  const hearts = page.locator('.like-button');
  // The home's sections: mixes, emissions, news... each card with its heart.
  await expect.poll(() => hearts.count()).toBeGreaterThan(10);
  const total = await hearts.count();
  await expect(page.locator('.like-button .like-button__count')).toHaveCount(total);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked).toEqual([...new Set(asked)]);
});
