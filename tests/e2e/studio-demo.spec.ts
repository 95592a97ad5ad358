// 'Prendre l'antenne' in the embedded demo, which has no Liquidsoap: an admin finds the studio in
// the admin panel and reads what going live needs, with no button that could only fail; no page
// may ask for the microphone; a listener is turned away. Going on air for real is proven on the
// station chain (station-chain.spec.ts, the studio page on a phone).
import type { Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

test.use({ viewport: { width: 390, height: 844 } });

test("an admin opens 'Prendre l'antenne' from the admin panel and reads that the demo cannot go on air", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/admin-panel');
  await page.getByRole('link', { name: /Prendre l'antenne/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Prendre l'antenne" })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('demande la pile de la station (Liquidsoap, Icecast et Caddy)');
  await expect(page.getByRole('note')).toContainText('docs/station-stack.md');
  await expect(page.getByRole('button', { name: "Prendre l'antenne" })).toHaveCount(0);
  const headers = (await page.request.get('/')).headers();
  expect(headers['permissions-policy']).toContain('microphone=()');
});

test("a listener is turned away from the studio and the API refuses it a pass", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'lea.martin@example.org', DEMO_PASSWORD);
  expect((await page.request.post('/api/studio/pass', { headers: { Origin: baseURL! } })).status()).toBe(403);
  await page.goto('/admin-panel/studio');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: "Prendre l'antenne" })).toHaveCount(0);
});
