import { DEMO_PASSWORD, uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // The sign-in journey below has failed now and then in CI (the heading out of the viewport after
  // signing in) and never here: a first failure keeps its trace in test-results, to see what moved.
  trace: 'retain-on-first-failure',
});

test('the mobile menu opens, lists the links, navigates and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const close = page.getByRole('button', { name: 'Fermer le menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  for (const name of ['Accueil', 'Actualités', 'Concours Talents', 'Dédicaces']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }

  await menu.getByRole('link', { name: 'Actualités' }).click();
  await expect(page).toHaveURL('/actualites');
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les Actualités' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it too.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('signing in from the menu closes it, back on the page the listener was reading', async ({ page, request, baseURL }) => {
  // A listener of this test's own: the e2e database is shared by every spec of the worker.
  const email = uniqueEmail('menu');
  expect((await request.post('/api/users', { data: { nom: 'Petit', prenom: 'Jade', email, password: DEMO_PASSWORD }, headers: { Origin: baseURL! } })).status()).toBe(201);
  await page.goto('/concours-talents');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await page.locator('#mobile-menu').getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('a floating button calls the station on phones', async ({ page }) => {
  await page.goto('/dedicaces');
  const call = page.getByRole('link', { name: 'Appeler la radio' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
});
