// The service worker controls the app, the manifest is valid, Chrome finds the app
// installable, and the header offers installation (or the iOS how-to).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

/** Width and height from a PNG's IHDR, after checking its signature. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the service worker reaches activated and controls the page', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: navigator.serviceWorker.controller?.scriptURL, state: registration.active?.state };
  });
  expect(worker).toEqual({ scope: `${new URL(page.url()).origin}/`, script: expect.stringMatching(/\/sw\.js$/), state: 'activated' });
});

test('the manifest carries the French name, standalone dark theme, real PNG icons and the four shortcuts', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ id: '/', name: 'Radio Live', short_name: 'Radio Live', lang: 'fr', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0b0a12', background_color: '#0b0a12' });
  expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => `${shortcut.name} → ${shortcut.url}`)).toEqual([
    'Écouter en direct → /?play=live',
    'Programme → /programme-calendrier',
    'Actualités → /actualites',
    'Dédicaces → /dedicaces',
  ]);
  const images: Array<{ src: string; sizes: string; type: string; purpose?: string }> = [
    ...manifest.icons,
    ...manifest.screenshots,
    ...manifest.shortcuts.flatMap((shortcut: { icons: unknown[] }) => shortcut.icons),
  ];
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  // The player's Media Session artwork sizes are there too.
  for (const size of [96, 128, 192, 256, 384, 512]) {
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}` }));
  }
  for (const image of images) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type'], image.src).toBe('image/png');
    expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }

});

// Chrome's own verdict, in a regular profile (Playwright's contexts are incognito, where Chrome
// never offers installation): the parsed manifest has no errors and the install criteria are met.
test('Chrome finds the app installable', async ({ playwright, baseURL }, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'station-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** What Chrome fires when the app is installable; prompt() would open its own dialog. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });

test('an install button appears in the header menu when the browser offers installation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const install = page.getByRole('button', { name: "Installer l'application" });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(install).toHaveCount(0);
  await offerInstall(page);
  await expect(install).toBeVisible();
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // An event prompts once: the button goes away.
  await expect(install).toHaveCount(0);
});

test('on wide screens the install button sits in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const install = page.getByRole('banner').getByRole('button', { name: "Installer l'application" });
  await expect(install).toHaveCount(0);
  await offerInstall(page);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(install).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test("the menu explains 'Ajouter à l'écran d'accueil'", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.locator('#mobile-menu').getByText("Ajouter à l'écran d'accueil")).toBeVisible();
  });
});
