// A talent registers through the contest's talent modal and signs in.
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './account-helpers.ts';

test('register as a talent from the contest, then sign in as one', async ({ page }) => {
  const email = uniqueEmail('talent');
  await page.goto('/concours-talents');
  // The hero's (the banner and each contest card offer the same button).
  await page.getByRole('main').getByRole('button', { name: 'Participer' }).first().click();

  let dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('scene-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Aucun talent trouvé avec cet email. Veuillez vous inscrire comme talent.');

  await dialog.getByRole('button', { name: 'Inscription', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Inscription au Concours de Talents' });
  await expect(dialog.getByLabel('Genre musical')).toHaveValue('ROCK');
  await expect(dialog.getByLabel('Genre musical').getByRole('option')).toHaveText(['Rock', 'Rap/Hip-Hop', 'R&B/Soul', 'Électronique', 'Autre', 'Aucun']);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('scene-2026');
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Le nom d'artiste est obligatoire");
  await dialog.getByLabel("Nom d'artiste").fill('Les Ondes Claires');
  await dialog.getByLabel('Nom complet').fill('Mila Garnier');
  await dialog.getByLabel('Genre musical').selectOption('electronique');
  await dialog.getByRole('button', { name: "S'inscrire" }).click();

  // 'Inscription réussie !' for 2 s, then back to login with the registration fields cleared.
  await expect(dialog.getByText('Inscription réussie !')).toBeVisible();
  await expect(dialog.getByText('Vous pouvez maintenant vous connecter avec vos identifiants.')).toBeVisible();
  dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 4_000 });
  await dialog.getByRole('button', { name: 'Inscription', exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel("Nom d'artiste")).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Connexion', exact: true }).click();

  dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('scene-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();

  // Talent header: 'Mes Inscriptions' and 'Profil', not 'Admin'; 'Participer' now leads to the form.
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Mes Inscriptions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Participer' }).first().click();
  await expect(page).toHaveURL('/inscription-concours');

  await nav.getByRole('link', { name: 'Mes Inscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Inscriptions' })).toBeVisible();

  // Talent profile: artist and full name, 'Profil Talent', the genre label, no bio yet.
  await nav.getByRole('link', { name: 'Profil' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Les Ondes Claires' })).toBeVisible();
  await expect(main.getByText('Mila Garnier').first()).toBeVisible();
  await expect(main.getByText('Profil Talent')).toBeVisible();
  await expect(main.getByText('Électronique')).toBeVisible();
  await expect(main.getByText('Aucune bio renseignée')).toBeVisible();

  await main.getByRole('button', { name: 'Modifier' }).first().click();
  await expect(main.getByLabel('Biographie')).toHaveAttribute('rows', '4');
  await main.getByLabel('Biographie').fill('Pop électronique et voix aériennes.');
  await main.getByRole('button', { name: 'Annuler' }).click();
  await expect(main.getByText('Aucune bio renseignée')).toBeVisible();
});
