// 'Prendre l'antenne' in the embedded demo, which has no Liquidsoap: an admin finds the studio in
// the admin panel and reads what going live needs, with no button that could only fail; no page
// may ask for the microphone; a listener linked to no presenter is told the studio is not theirs;
// an admin links a listener's account to a presenter, and it finds the studio. Going on air for real is proven on the
// station chain (station-chain.spec.ts, the studio page on a phone).
import type { Page } from '@playwright/test';
import { studioMessages } from '@station/shared';
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

test("a listener linked to no presenter is told the studio is not theirs, and the API refuses it a pass", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'lea.martin@example.org', DEMO_PASSWORD);
  expect((await page.request.post('/api/studio/pass', { headers: { Origin: baseURL! } })).status()).toBe(403);
  await page.goto('/studio');
  await expect(page.getByRole('note')).toHaveText(studioMessages.notPresenter);
  await expect(page.getByRole('button', { name: "Prendre l'antenne" })).toHaveCount(0);
});

test("an admin links a listener's account to a presenter: the listener finds 'Prendre l'antenne' on its profile", async ({ page, browser, baseURL }) => {
  await signIn(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/animateurs');
  await page.getByRole('button', { name: /^Modifier / }).first().click();
  const accountForm = page.getByRole('form', { name: 'Compte lié' });
  await accountForm.getByLabel('Compte lié (adresse e-mail)').fill('personne@example.org');
  await accountForm.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(accountForm.getByRole('alert')).toContainText("Aucun compte n'utilise cette adresse.");
  await accountForm.getByLabel('Compte lié (adresse e-mail)').fill('lea.martin@example.org');
  await accountForm.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(page.getByText("Compte lié : il pourra prendre l'antenne pendant les émissions de cet animateur.")).toBeVisible();

  const listenerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  try {
    const listener = await listenerContext.newPage();
    await signIn(listener, baseURL!, 'lea.martin@example.org', DEMO_PASSWORD);
    await listener.goto('/profile');
    await listener.getByRole('link', { name: "Prendre l'antenne" }).click();
    await expect(listener.getByRole('heading', { level: 1, name: "Prendre l'antenne" })).toBeVisible();
    // The demo has no station stack: the page says so, with no button that could only fail.
    await expect(listener.getByRole('note').first()).toContainText('demande la pile de la station');
    await expect(listener.getByRole('button', { name: "Prendre l'antenne" })).toHaveCount(0);
  } finally {
    await listenerContext.close();
  }

  // Unlinked again: the profile no longer offers the studio.
  await accountForm.getByLabel('Compte lié (adresse e-mail)').fill('');
  await accountForm.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(page.getByText("Compte délié de l'animateur.")).toBeVisible();
});
