// The strict Content-Security-Policy holds in a real browser: the pages, the player, the theme
// script and the service worker all work under it, and nothing the app does is refused.
import { expect, test } from './fixtures.ts';
import { expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

test.afterEach(async ({ page }) => leavePlayer(page));

test('no page of the app breaks its own Content-Security-Policy, and other sites cannot frame it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`));
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The inline theme script ran under the policy (allowed by its hash).
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  for (const path of ['/actualites', '/programme-calendrier', '/concours-talents', '/mixes', '/emissions', '/dedicaces']) {
    await page.getByRole('link').first().waitFor();
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
});
