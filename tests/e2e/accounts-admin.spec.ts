// An admin manages the admin-presenters;
// a moderator signs in through the same modal.
import { expect, test } from './fixtures.ts';
import { ADMIN, loginThroughModal, logoutThroughMenu, uniqueEmail } from './account-helpers.ts';

test('an admin adds, edits and deletes an admin-presenter, who signs in in between', async ({ page }) => {
  test.slow(); // four sign-ins, each hashing a password, and three admin pages: one long story
  const email = uniqueEmail('moderateur');
  const header = page.getByRole('banner');
  await page.goto('/');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);

  // Admin header: 'Admin', no 'Profil'; the profile page is not for admins.
  const nav = header.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profil' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL('/');

  await header.getByRole('button', { name: /^Mon compte/ }).click();
  await header.getByRole('link', { name: 'Admin-animateurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Admin-animateurs' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Admin-animateurs' });
  await expect(grid.getByRole('heading', { name: 'Sophie Laurent' })).toBeVisible();

  // Add: every field required, then the success toast and a new card.
  await page.getByRole('button', { name: 'Ajouter un admin-animateur' }).click();
  const modal = page.getByRole('dialog', { name: 'Ajouter un Admin-animateur' });
  await modal.getByRole('button', { name: 'Ajouter' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Tous les champs sont obligatoires');
  await modal.getByLabel('Prénom').fill('Marc');
  await modal.getByLabel('Nom', { exact: true }).fill('Faure');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Mot de passe', { exact: true }).fill('antenne-2026');
  await modal.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Admin-animateur ajouté avec succès !')).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Marc Faure' })).toBeVisible();

  // Inline edit: nom, prenom, email required; a new password is optional.
  await grid.getByRole('button', { name: 'Modifier Marc Faure' }).click();
  const form = grid.getByRole('form', { name: 'Modifier Marc Faure' });
  await form.getByLabel('Nom', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('alert')).toHaveText('Le nom, prénom et email sont obligatoires');
  await form.getByLabel('Nom', { exact: true }).fill('Faure-Lenoir');
  await form.getByLabel('Nouveau mot de passe (optionnel)', { exact: true }).fill('studio-2026');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Admin-animateur modifié avec succès !')).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Marc Faure-Lenoir' })).toBeVisible();

  // The moderator signs in with the new password, through the same modal.
  await logoutThroughMenu(page);
  await loginThroughModal(page, email, 'studio-2026');
  await header.getByRole('button', { name: 'Mon compte : Marc Faure-Lenoir' }).click();
  await expect(header.getByText('Admin-animateur', { exact: true }).filter({ visible: true })).toBeVisible();
  await header.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('main').getByText('Profil Admin-animateur')).toBeVisible();
  await page.goto('/admin-animateurs');
  await expect(page).toHaveURL('/');
  await logoutThroughMenu(page);

  // Back as admin: delete after the confirmation.
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin-animateurs');
  page.once('dialog', (confirm) => void confirm.accept());
  await grid.getByRole('button', { name: 'Supprimer Marc Faure-Lenoir' }).click();
  await expect(page.getByText('Admin-animateur supprimé avec succès !')).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Marc Faure-Lenoir' })).toHaveCount(0);
});

test('the admin-presenter list offers a retry when it cannot load', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.route('**/api/admin-animateur', (route) => route.abort());
  await page.goto('/admin-animateurs');
  await expect(page.getByRole('alert')).toContainText('Erreur lors du chargement des admin-animateurs');
  await page.unroute('**/api/admin-animateur');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Sophie Laurent' })).toBeVisible();
});

test('a moderator signs in and sees the moderator profile; admins export the newsletter', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'sophie.laurent@example.org', 'demo-2026');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sophie Laurent' })).toBeVisible();
  await expect(page.getByText('Vos informations sont gérées par un administrateur.')).toBeVisible();
  expect((await page.request.get('/api/newsletter/export.csv')).status()).toBe(403);
  await logoutThroughMenu(page);

  await page.getByRole('contentinfo').getByRole('textbox', { name: 'Adresse email' }).fill('export-e2e@example.org');
  await page.getByRole('contentinfo').getByRole('button', { name: "S'abonner" }).click();
  await expect(page.getByRole('contentinfo').getByRole('status')).not.toBeEmpty();
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  // Double opt-in: exported once its mailed link is followed; in the demo the mail
  // waits on 'Courriels envoyés'.
  await page.goto('/admin-panel/courriels');
  const mail = page.getByRole('list', { name: 'Courriels' }).getByRole('listitem').filter({ hasText: 'export-e2e@example.org' }).first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(mail.locator('a[href*="/newsletter/confirmer"]')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.goto((await mail.locator('a[href*="/newsletter/confirmer"]').getAttribute('href'))!);
  await expect(page.getByRole('status')).toContainText('Votre abonnement à la newsletter est confirmé');
  await page.goto('/admin-panel');
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: /^Newsletter\b.*CSV/ }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file, 'utf8')).toContain('export-e2e@example.org,footer,');
});
