// The admin publishes mixes and news from the public pages; listeners read
// and play them. Fixtures: a real 6-second MP3 and a JPEG made with ffmpeg (tests/fixtures/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Actualite } from '@station/shared';
import { ADMIN, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { currentTime, expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const COVER = path.join(FIXTURES, 'cover.jpg');
const MP3 = path.join(FIXTURES, 'mix-6s.mp3');

test.afterEach(async ({ page }) => leavePlayer(page));

const articles = async (page: Page): Promise<Actualite[]> => (await page.request.get('/api/actualites')).json();
const isContest = (article: Actualite) => article.categorie.toLowerCase().includes('jeux de concours');
/** Accepts the next browser confirmation, after checking its words. */
const acceptConfirm = (page: Page, text: string) =>
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(text);
    void dialog.accept();
  });

test('an admin adds a mix with its audio; it plays in the global player, seeks from its card, is liked, then is deleted', async ({ page }) => {
  test.slow(); // an upload, a playback and a delete: one long listener's story
  const title = `Nuit Disco ${Date.now()}`;
  await page.goto('/mixes');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Ajouter un mix', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un mix' });

  // Nothing chosen yet: the spec's words, before anything is sent.
  await dialog.getByLabel('Titre *').fill(title);
  await dialog.getByLabel('Description *').fill('Une heure de disco et de funk.');
  await dialog.getByLabel('DJ *').selectOption({ label: 'Karim Benali' });
  await dialog.getByLabel('Catégorie *', { exact: true }).selectOption('Autre');
  await dialog.getByRole('button', { name: 'Ajouter le mix' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez saisir une catégorie personnalisée');
  await dialog.getByLabel('Catégorie personnalisée *').fill('Disco');
  await dialog.getByRole('button', { name: 'Ajouter le mix' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner une image');
  await dialog.getByLabel('Image *').setInputFiles(COVER);
  await expect(dialog.getByRole('img', { name: 'Aperçu de l’image choisie' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter le mix' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner un fichier audio');
  await dialog.getByLabel('Fichier audio *').setInputFiles(MP3);
  await dialog.getByRole('button', { name: 'Ajouter le mix' }).click();
  await expect(page.getByText('Mix ajouté avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new card: its DJ, its length read from the file by the server, its anchor.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Karim Benali · 0 écoute · 0:06');
  await expect(card).toHaveAttribute('id', /^nos-mixes-\d+$/);

  // Play: the one player of the app plays the uploaded MP3.
  await card.getByRole('button', { name: `Écouter ${title}` }).click();
  const bar = playerBar(page);
  await expect(bar.getByTestId('player-title')).toHaveText(title);
  await expectAudioPlaying(page);
  await expect(bar.getByTestId('player-times')).toHaveText(/^0:0\d \/ 0:06$/);
  // Seek from the card's own slider (m:ss on both sides).
  const slider = card.getByRole('slider', { name: `Position de lecture de ${title}` });
  await slider.fill('4');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(4);
  await expect(card.getByText('0:06', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Mettre en pause ${title}` }).click();

  // Like it.
  const like = card.getByRole('button', { name: `J'aime : ${title}` });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('.like-button__count')).toHaveText('1');

  // Delete it, after the spec's confirmation.
  acceptConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce mix ? Cette action est irréversible.');
  await card.getByRole('button', { name: `Supprimer ${title}` }).click();
  await expect(page.getByText('Mix supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test("/mixes?add=weekly opens the weekly add for an admin; an edit asks for confirmation and keeps the files", async ({ page }) => {
  await page.goto('/weekly-mixes');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.goto('/mixes?add=weekly');
  const add = page.getByRole('dialog', { name: 'Ajouter un mix "Entrée de la semaine"' });
  await expect(add).toBeVisible();
  await expect(add.getByLabel('Catégorie *', { exact: true })).toHaveValue('Entrée de la semaine');
  await add.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/mixes$/);

  await page.goto('/weekly-mixes');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  const artwork = await card.locator('img').getAttribute('src');
  await card.getByRole('button', { name: `Modifier ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le mix' });
  await expect(edit.getByLabel('Titre *')).toHaveValue(title);
  await edit.getByLabel('Titre *').fill(`${title} (édité)`);
  acceptConfirm(page, 'Êtes-vous sûr de vouloir enregistrer ces modifications ?');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Mix modifié avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (édité)` })).toBeVisible();
  // No new file chosen: the artwork is the same file.
  await expect(page.getByRole('article').first().locator('img')).toHaveAttribute('src', artwork!);
});

test('news full mode preselects /actualites/{id}, with its own page title and image; contest news stay out of the news list', async ({ page }) => {
  const all = await articles(page);
  const news = all.filter((article) => !isContest(article));
  const contests = all.filter(isContest);
  const chosen = news[2]!;
  await page.goto(`/actualites/${chosen.actualiteid}`);
  const main = page.getByRole('article').first();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(chosen.title);
  await expect(page).toHaveTitle(new RegExp(`^${chosen.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  // The server fills the shell's head for crawlers, the page sets its own: both name the article's image.
  await expect(page.locator('meta[property="og:image"]').last()).toHaveAttribute('content', /\/imageback\/actualite\//);
  // The page's own description (after the app shell's general one).
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', chosen.description);

  const list = page.getByRole('complementary');
  await expect(list.getByRole('link', { name: new RegExp(chosen.title.slice(0, 20)) })).toHaveAttribute('aria-current', /^(true|page)$/);
  await expect(list.getByRole('listitem')).toHaveCount(news.length);
  for (const contest of contests) await expect(list.getByText(contest.title)).toHaveCount(0);

  await page.goto('/actualites/concours');
  await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(contests.length);
  await expect(page.getByRole('heading', { name: 'Tous les concours' })).toBeVisible();
});

test('an admin publishes, edits and deletes an article; its content is formatted as text', async ({ page }) => {
  const title = `Festival des Nuits ${Date.now()}`;
  await page.goto('/actualites');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une actualité' });
  await dialog.getByLabel('Titre *').fill(title);
  await dialog.getByLabel('Catégorie *').fill('Événement');
  await dialog.getByLabel('Description courte *').fill('Le festival revient pour une nouvelle édition.');
  await dialog.getByRole('button', { name: "Publier l'actualité" }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Veuillez saisir le nom de l'auteur");
  await dialog.getByLabel('Auteur *').fill('Sophie Laurent');
  await dialog.getByLabel('Contenu').fill('Premier paragraphe.\n\n\n\nInfos sur https://festival.example.org #NuitsSonores\n<b>pas du HTML</b>');
  await dialog.getByLabel('URL du podcast').fill('javascript:alert(1)');
  await dialog.getByLabel('Image *').setInputFiles(COVER);
  await dialog.getByRole('button', { name: "Publier l'actualité" }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez saisir une URL valide pour le podcast (http ou https)');
  await dialog.getByLabel('URL du podcast').fill('');
  await dialog.getByRole('button', { name: "Publier l'actualité" }).click();
  await expect(page.getByText('Actualité ajoutée avec succès!')).toBeVisible();

  // The new article opens, selected; its content is formatted, its markup shown as text.
  await expect(page).toHaveURL(/\/actualites\/\d+$/);
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(article.locator('.hashtag')).toHaveText('#NuitsSonores');
  await expect(article.getByRole('link', { name: 'https://festival.example.org' })).toHaveAttribute('href', 'https://festival.example.org');
  await expect(article.getByText('<b>pas du HTML</b>')).toBeVisible();
  await expect(article.locator('.formatted-content > p')).toHaveCount(2);

  await article.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'actualité" });
  await edit.getByLabel('Titre *').fill(`${title} (mis à jour)`);
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Actualité mise à jour avec succès!')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(`${title} (mis à jour)`);

  acceptConfirm(page, 'Êtes-vous sûr de vouloir supprimer cette actualité ?');
  await article.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Actualité supprimée avec succès!')).toBeVisible();
  await expect(page.getByText(`${title} (mis à jour)`)).toHaveCount(0);
});

test("an admin's contest news form has its category fixed to 'jeux de concours'", async ({ page }) => {
  await page.goto('/actualites/concours');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Ajouter un concours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un concours' });
  const category = dialog.getByLabel('Catégorie *');
  await expect(category).toHaveValue('jeux de concours');
  await expect(category).toHaveAttribute('readonly', '');
  const title = `Gagnez vos places ${Date.now()}`;
  await dialog.getByLabel('Titre *').fill(title);
  await dialog.getByLabel('Description courte *').fill('Deux places à gagner pour le concert de samedi.');
  await dialog.getByLabel('Image *').setInputFiles(COVER);
  await dialog.getByRole('button', { name: 'Publier le concours' }).click();
  await expect(page.getByText('Actualité ajoutée avec succès!')).toBeVisible();
  await expect(page).toHaveURL(/\/actualites\/concours\/\d+$/);
  await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(title);
  // And it is not news.
  await page.goto('/actualites');
  await expect(page.getByRole('complementary').getByText(title)).toHaveCount(0);
  // Clean up.
  await page.goto('/actualites/concours');
  acceptConfirm(page, 'Êtes-vous sûr de vouloir supprimer cette actualité ?');
  await page.getByRole('article').first().getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Actualité supprimée avec succès!')).toBeVisible();
});

test("an article's podcast plays in the app's one player", async ({ page }) => {
  const podcast = (await articles(page)).find((article) => article.podcast_url)!;
  await page.goto(`/actualites/${podcast.actualiteid}`);
  const article = page.getByRole('article').first();
  await article.getByRole('button', { name: `Écouter le podcast ${podcast.title}` }).click();
  const bar = playerBar(page);
  await expect(bar.getByTestId('player-title')).toHaveText(podcast.title);
  await expect(bar.getByText('PODCAST', { exact: true })).toBeVisible();
  await expectAudioPlaying(page);
  await expect(article.getByRole('slider', { name: `Position de lecture de le podcast ${podcast.title}` })).toBeVisible();
});

test("an admin's edit made offline is refused at once, in French, and nothing is queued", async ({ page, context }) => {
  await page.goto('/actualites');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  const article = page.getByRole('article').first();
  const title = (await article.getByRole('heading', { level: 2 }).textContent())!;
  await article.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'actualité" });
  await edit.getByLabel('Titre *').fill(`${title} (hors ligne)`);
  await context.setOffline(true);
  try {
    await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Vous êtes hors ligne : cette modification nécessite une connexion.');
  } finally {
    await context.setOffline(false);
  }
  const stored = (await articles(page)).map((item) => item.title);
  expect(stored).toContain(title);
  expect(stored).not.toContain(`${title} (hors ligne)`);
});

test('a form with unsaved changes asks before the page is left: stay keeps the text, leave goes', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  // Inside the app (no new document): the way back is the app's own history.
  await page.getByRole('banner').getByRole('link', { name: 'Actualités', exact: true }).click();
  await expect(page).toHaveURL(/\/actualites$/);
  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter une actualité' });
  // Untouched, the form lets the page go without a question; typed in, it asks.
  await form.getByLabel('Titre *').fill('Brouillon du soir');
  await page.goBack();
  const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(question).toContainText('Vos modifications ne sont pas enregistrées. Quitter quand même ?');
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(page).toHaveURL(/\/actualites$/);
  await expect(form.getByLabel('Titre *')).toHaveValue('Brouillon du soir');

  await page.goBack();
  await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a modal holding unsaved changes asks before it closes, by its button, Escape or the backdrop', async ({ page }) => {
  await page.goto('/actualites');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter une actualité' });
  const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  // Untouched, it closes at once.
  await form.getByRole('button', { name: 'Fermer' }).click();
  await expect(form).toBeHidden();
  await expect(question).toBeHidden();

  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  await form.getByLabel('Titre *').fill('Brouillon du matin');
  await form.getByRole('button', { name: 'Fermer' }).click();
  await expect(question).toContainText('Vos modifications ne sont pas enregistrées. Quitter quand même ?');
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(question).toBeHidden();
  await expect(form.getByLabel('Titre *')).toHaveValue('Brouillon du matin');

  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(form).toBeVisible();

  // A tap on the backdrop, outside the panel.
  await page.mouse.click(4, 4);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(form.getByLabel('Titre *')).toHaveValue('Brouillon du matin');

  await form.getByRole('button', { name: 'Fermer' }).click();
  await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(form).toBeHidden();
  // Opened again, the form starts empty.
  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  await expect(form.getByLabel('Titre *')).toHaveValue('');
});
