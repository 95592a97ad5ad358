// 'Mot de passe oublié ?' on a phone: a listener asks from the login modal, the link
// is read on the demo's 'Courriels envoyés', the listener sets a new password and signs in with it.
import { linkFromSentMails } from './mail-helpers.ts';
import { uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a listener resets a forgotten password from the login modal', async ({ page, browser, request, baseURL }) => {
  test.slow(); // a registration, an admin's sign-in in a second browser to read the mail, a reset and two sign-ins: one long story
  const email = uniqueEmail('oubli');
  const created = await request.post('/api/users', { data: { nom: 'Petit', prenom: 'Jade', email, password: 'ancien-2026' }, headers: { Origin: baseURL! } });
  expect(created.status()).toBe(201);

  await page.goto('/');
  // On a phone the account controls sit in the menu.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  dialog = page.getByRole('dialog', { name: 'Mot de passe oublié ?' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByRole('status')).toContainText('Si un compte existe avec cette adresse');

  const link = await linkFromSentMails(browser, baseURL!, email, '/reinitialiser-mot-de-passe');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-2026');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('nouveau-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié');

  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('nouveau-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();

  // The link served once.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore-2026');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('encore-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText('invalide ou a expiré');
});

test('after a reset on a phone, the page heading sits below the header, not under it', async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail('reset-vue');
  expect((await request.post('/api/users', { data: { nom: 'Morel', prenom: 'Léon', email, password: 'ancien-2026' }, headers: { Origin: baseURL! } })).status()).toBe(201);
  expect((await request.post('/api/auth/password-reset/request', { data: { email }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  const link = await linkFromSentMails(browser, baseURL!, email, '/reinitialiser-mot-de-passe');
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-2026');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('nouveau-2026');
  // The listener scrolled down to the button, as a phone's keyboard does.
  const submit = page.getByRole('button', { name: 'Enregistrer le mot de passe' });
  await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await page.mouse.wheel(0, 600);
  await submit.click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié');

  const heading = page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' });
  await expect(async () => {
    const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(headerBottom);
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(844);
  }).toPass({ timeout: 5000 });
});
