// A listener creates an account, signs in, edits the profile and avatar, changes the password,
// signs out and back in with the new one.
import { expect, test } from './fixtures.ts';
import { isSameDocument, loginThroughModal, logoutThroughMenu, markDocument, openLogin, uniqueEmail } from './account-helpers.ts';

test('register, sign in without a reload, edit profile and avatar, change password, sign out and in again', async ({ page }) => {
  test.slow(); // a registration, three sign-ins and a password change (each hashing a password), the profile and its 100 avatars: one long story
  const email = uniqueEmail('ines');
  const header = page.getByRole('banner');
  await page.goto('/');
  // The live radio state must survive signing in and out: no page reload.
  await header.getByRole('button', { name: 'Écouter en Direct' }).click();
  await markDocument(page);

  // Registration, with the spec's mismatch message in the red box.
  let dialog = await openLogin(page);
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  dialog = page.getByRole('dialog', { name: 'Inscription' });
  await dialog.getByLabel('Prénom').fill('Inès');
  await dialog.getByLabel('Nom', { exact: true }).fill('Moreau');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByLabel('Confirmer le mot de passe', { exact: true }).fill('ondes-2027');
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
  await dialog.getByLabel('Confirmer le mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByRole('button', { name: "S'inscrire" }).click();

  // Thank-you screen; 'Se connecter' returns to login with the email kept.
  dialog = page.getByRole('dialog', { name: 'Merci pour votre inscription !' });
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();

  // The header changed in place: 'Profil' for a user, no 'Admin', no 'Mes Inscriptions'.
  const nav = header.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Mes Inscriptions' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'En Direct' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  // Profile: user variant, empty values, then edit with an avatar.
  await nav.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Profil Utilisateur')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Inès Moreau' })).toBeVisible();
  await expect(main.getByText('Non renseigné', { exact: true })).toBeVisible();
  await expect(main.getByText('Non renseignée', { exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Modifier' }).first().click();
  await main.getByLabel('Téléphone').fill('06 44 55 66 77');
  await main.getByLabel('Adresse').fill('Paris 20e');
  await main.getByRole('button', { name: 'Choisir un avatar' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir un Avatar' });
  await expect(picker.getByRole('button', { name: /^Avatar \d+$/ })).toHaveCount(100);
  await picker.getByRole('button', { name: 'Avatar 7', exact: true }).click();
  await expect(picker.getByRole('status')).toHaveText("Avatar sélectionné ! N'oubliez pas de sauvegarder vos modifications.");
  await picker.getByRole('button', { name: 'Terminé' }).click();
  await main.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Profil mis à jour avec succès !')).toBeVisible();
  await expect(main.getByText('06 44 55 66 77')).toBeVisible();
  await expect(main.locator('.profile-header img')).toHaveAttribute('src', '/avatars/preset-7.svg');
  await expect(header.locator('.account-menu__toggle img')).toHaveAttribute('src', '/avatars/preset-7.svg');

  // Stored on the server: still there after a reload; the avatar is a local SVG.
  await page.reload();
  await expect(main.getByText('Paris 20e')).toBeVisible();
  const avatar = await page.request.get('/avatars/preset-7.svg');
  expect(avatar.headers()['content-type']).toContain('image/svg+xml');
  await markDocument(page);

  // Password card: the three checks, a wrong current password, then success.
  const card = main.getByRole('region', { name: 'Changer le mot de passe' });
  await expect(card.getByText('Cliquez sur « Modifier » pour changer votre mot de passe.')).toBeVisible();
  await card.getByRole('button', { name: 'Modifier' }).click();
  const submit = card.getByRole('button', { name: 'Changer le mot de passe' });
  await submit.click();
  await expect(page.getByText('Tous les champs de mot de passe sont obligatoires')).toBeVisible();
  await card.getByLabel('Mot de passe actuel', { exact: true }).fill('ondes-2026');
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('abc');
  await card.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('abc');
  await submit.click();
  await expect(page.getByText('Le nouveau mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('antenne-2026');
  await card.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('antenne-2027');
  await submit.click();
  await expect(page.getByText('Les nouveaux mots de passe ne correspondent pas')).toBeVisible();
  await card.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon');
  await card.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('antenne-2026');
  await submit.click();
  await expect(page.getByText('Le mot de passe actuel est incorrect')).toBeVisible();
  await card.getByLabel('Afficher mot de passe actuel').click();
  await expect(card.getByLabel('Mot de passe actuel', { exact: true })).toHaveAttribute('type', 'text');
  await card.getByLabel('Mot de passe actuel', { exact: true }).fill('ondes-2026');
  await submit.click();
  await expect(page.getByText('Mot de passe modifié avec succès !')).toBeVisible();
  await expect(card.getByLabel('Mot de passe actuel', { exact: true })).toHaveCount(0);

  // Sign out from the profile: back to / without a reload, the radio still on.
  await logoutThroughMenu(page);
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('button', { name: 'En Direct' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBeNull();

  // The old password is refused; the new one works.
  dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('antenne-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: 'Mon compte : Inès Moreau' })).toBeVisible();
});

test('the auth modal shows the spec messages for a wrong login, and the talent one with the checkbox', async ({ page }) => {
  await page.goto('/actualites');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez saisir une adresse email valide.');
  await dialog.getByLabel('Email').fill('personne@example.org');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('secret-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await dialog.getByLabel('Je suis un talent (artiste)').check();
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Aucun talent trouvé avec cet email. Veuillez vous inscrire comme talent.');
});

test("an hour without activity ends the session, with a French notice", async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'hugo.bernard@example.org', 'demo-2026');
  // The listener left the tab alone for more than an hour.
  await page.evaluate(() => localStorage.setItem('lastActivity', String(Date.now() - 3_700_000)));
  await page.reload();
  await expect(page.getByText("Votre session a expiré après une heure d'inactivité. Veuillez vous reconnecter.")).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
  // Ended on the server too.
  await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).account).toBeNull();
});

test('role pages redirect to / for those who may not see them', async ({ page }) => {
  for (const path of ['/profile', '/mes-inscriptions', '/admin-panel', '/admin-animateurs']) {
    await page.goto(path);
    await expect(page, `visitor on ${path}`).toHaveURL('/');
  }
  await page.goto('/');
  await loginThroughModal(page, 'chloe.petit@example.org', 'demo-2026');
  for (const path of ['/mes-inscriptions', '/admin-panel', '/admin-animateurs']) {
    await page.goto(path);
    await expect(page, `user on ${path}`).toHaveURL('/');
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
});
