// Staff screens on a phone: the hero management rows keep their pictures, and the moderation queue
// does not offer keyboard shortcuts to a touch screen.
import { ADMIN, DEMO_PASSWORD } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { pngBytes } from './media-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, each hero management row shows its image', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  expect((await page.request.post('/api/auth/login', { data: ADMIN, headers })).status()).toBe(200);
  // An earlier test may have emptied the slider: one image at least.
  const images = (await (await page.request.get('/api/hero-images', { headers: { 'Cache-Control': 'no-cache' } })).json()) as unknown[];
  if (images.length === 0) {
    const added = await page.request.post('/api/hero-images', { headers, multipart: { title: 'Aube', image: { name: 'aube.png', mimeType: 'image/png', buffer: pngBytes([240, 120, 40]) } } });
    expect(added.ok()).toBe(true);
  }
  await page.goto('/');
  await page.locator('#hero').getByRole('button', { name: 'Gérer les images hero' }).click();
  const rows = page.getByRole('dialog', { name: 'Gestion des Images Hero' }).getByTestId('hero-admin-row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const thumb = row.locator('img.hero-admin-row__thumb');
    await expect(thumb).toBeVisible();
    const box = (await thumb.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(48);
    expect(box.height).toBeGreaterThanOrEqual(30);
  }
});

test('on a touch screen, the moderation queue shows no keyboard shortcuts', async ({ page, baseURL }) => {
  expect((await page.request.post('/api/auth/login', { data: { email: 'sophie.laurent@example.org', password: DEMO_PASSWORD }, headers: { Origin: baseURL! } })).status()).toBe(200);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: /^En attente/ })).toBeVisible();
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  await expect(page.getByText(/^Raccourcis/)).toBeHidden();
  await expect(page.locator('kbd').filter({ hasText: 'Suppr' })).toBeHidden();
});
