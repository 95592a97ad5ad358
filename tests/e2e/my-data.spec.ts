// 'Mes données': a listener downloads what the station keeps, then deletes the
// account with the password; signed out, the account no longer signs in.
import { accountDataMessages } from '@station/shared';
import { loginThroughModal, uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a listener downloads their data and deletes their account', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('donnees');
  expect((await request.post('/api/users', { data: { nom: 'Lemoine', prenom: 'Ilan', email, password: 'donnees-2026' }, headers: { Origin: baseURL! } })).status()).toBe(201);
  await page.goto('/');
  await loginThroughModal(page, email, 'donnees-2026');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Mes données' });
  await expect(card).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Télécharger mes données' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8')));
  expect(data.account).toMatchObject({ email, prenom: 'Ilan' });

  await card.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await card.getByLabel('Mot de passe', { exact: true }).fill('donnees-2026');
  await card.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page.getByText(accountDataMessages.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
  expect((await request.post('/api/auth/login', { data: { email, password: 'donnees-2026' }, headers: { Origin: baseURL! } })).status()).toBe(401);
});
