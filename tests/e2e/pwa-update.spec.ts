// A new build deployed while the app is open shows 'Nouvelle version disponible';
// 'Mettre à jour' tells the player (station:before-reload), activates it and reloads into it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

// The server reads the build folder at each request: rewriting the worker is deploying a new build.
const builtWorker = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');

function deploy(content: string) {
  // Whole file at once: the server never serves half of it.
  writeFileSync(`${builtWorker}.next`, content);
  renameSync(`${builtWorker}.next`, builtWorker);
}

test('a new build served while the page is open shows the update prompt, and accepting reloads into it', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('station:before-reload', () => sessionStorage.setItem('beforeReload', 'yes'));
  });
  await page.goto('/actualites');
  await waitForServiceWorker(page);
  await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);

  const original = readFileSync(builtWorker, 'utf8');
  try {
    deploy(`${original}\n// build ${Date.now()}\n`);
    // What the app does hourly and when it comes back to the foreground.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status', { name: 'Mise à jour' });
    await expect(prompt).toContainText('Nouvelle version disponible', { timeout: 15_000 });
    await expect(page.evaluate(() => sessionStorage.getItem('beforeReload'))).resolves.toBeNull();

    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await prompt.getByRole('button', { name: 'Mettre à jour' }).click();
    await reloaded;
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    expect(await page.evaluate(() => sessionStorage.getItem('beforeReload'))).toBe('yes');
    await expect(page.getByRole('heading', { name: 'Toutes les Actualités', exact: true })).toBeVisible();
    // The new worker is the one in charge, with nothing left waiting.
    await waitForServiceWorker(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  } finally {
    deploy(original);
  }
});
