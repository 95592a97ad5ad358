// The talent contest end to end: podiums per contest
// that reorder when votes arrive, a talent's registration (photo + MP3) then its YouTube entries,
// the public talent page playing a video in place of its thumbnail (the radio pausing), and an
// admin running a contest. YouTube itself cannot load offline here: the tests assert the iframe and
// its embed address, not the video.
import { addDays, contestMessages, parisDate } from '@station/shared';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { imageBytes, mp3Bytes } from '../../apps/api/src/test/upload-fixtures.ts';
import { ADMIN, DEMO_PASSWORD } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { AUDIO, playerBar } from './player-helpers.ts';

// Long journeys (uploads resized by the server, several pages): more room than a single-screen test.
test.describe.configure({ timeout: 90_000 });

/** An API session of one account (its own cookie jar), as the app's pages would make. */
async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const login = await context.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return context;
}

async function newContest(admin: APIRequestContext, name: string) {
  const response = await admin.post('/api/concours', {
    multipart: { nom_concours: name, description: `Le concours ${name}`, date_debut: parisDate(), date_fin: addDays(parisDate(), 60) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { concoursid: number }).concoursid;
}

async function enter(talent: APIRequestContext, concours_id: number, description: string) {
  const response = await talent.post('/api/soumissions-concours', { data: { concours_id, nom_artiste: description, music_url: 'https://youtu.be/dQw4w9WgXcQ', description } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { soumissionid: number }).soumissionid;
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD, talent = false) {
  await page.getByRole('banner').getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  if (talent) await dialog.getByLabel('Je suis un talent (artiste)').check();
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
}

const podium = (page: Page, contest: string) => page.getByRole('region', { name: `Classement : ${contest}` });
const atRank = (page: Page, contest: string, rank: number) => podium(page, contest).locator(`.contest-entry[data-rank="${rank}"]`);

test('the podium of each contest reorders as soon as votes arrive', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const [first, second] = [`Podium A ${stamp}`, `Podium B ${stamp}`];
  const admin = await apiAs(baseURL!, ADMIN.email, ADMIN.password);
  const [nina, velours, sacha] = await Promise.all(['nina.rose@example.org', 'les.velours@example.org', 'sacha.b@example.org'].map((email) => apiAs(baseURL!, email)));
  const a = await newContest(admin, first);
  const b = await newContest(admin, second);
  // Fresh contests, no votes: ties keep the order of entry.
  await enter(nina!, a, `Nina ${stamp}`);
  await enter(velours!, a, `Velours ${stamp}`);
  const sachaInA = await enter(sacha!, a, `Sacha ${stamp}`);
  await enter(nina!, b, `Nina B ${stamp}`);
  await enter(sacha!, b, `Sacha B ${stamp}`);
  // Chloé's vote puts Sacha first in contest A.
  const chloe = await apiAs(baseURL!, 'chloe.petit@example.org');
  expect((await chloe.post('/api/votes', { data: { soumission_id: sachaInA, type_vote: 'gratuit' } })).status()).toBe(201);

  await page.goto('/concours-talents');
  await signIn(page, 'lucas.durand@example.org');
  await expect(atRank(page, first, 1)).toContainText(`Sacha ${stamp}`);
  await expect(atRank(page, first, 1)).toContainText('1er');
  await expect(atRank(page, first, 2)).toContainText(`Nina ${stamp}`);
  await expect(atRank(page, second, 1)).toContainText(`Nina B ${stamp}`);

  // Lucas votes for Les Velours (3rd): a tie with Sacha, the earlier entry leads.
  await atRank(page, first, 3).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText('Merci pour votre vote !')).toBeVisible();
  await expect(atRank(page, first, 1)).toContainText(`Velours ${stamp}`);
  await expect(atRank(page, first, 1)).toContainText('1 vote');
  await expect(atRank(page, first, 2)).toContainText(`Sacha ${stamp}`);
  await expect(atRank(page, first, 3)).toContainText(`Nina ${stamp}`);
  // And in the other contest, his free vote of the day there moves Sacha B up.
  await atRank(page, second, 2).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(atRank(page, second, 1)).toContainText(`Sacha B ${stamp}`);
  await expect(atRank(page, second, 2)).toContainText(`Nina B ${stamp}`);
  await Promise.all([admin, nina, velours, sacha, chloe].map((context) => context!.dispose()));
});

test('a talent registers with a photo and an MP3, then adds, edits and deletes a YouTube entry shown on its page', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/inscription-concours');
  await expect(page.getByText('Connexion Requise')).toBeVisible();
  await signIn(page, 'kael@example.org', DEMO_PASSWORD, true);

  // The registration form, its category colouring the page.
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel('Catégorie').selectOption('electronic');
  await expect(page.locator('.registration-page')).toHaveAttribute('data-category', 'electronic');
  await page.getByLabel('Présentez-vous').fill('Producteur de musique électronique.');
  await page.getByLabel('Titre du morceau').fill(`Néon ${stamp}`);
  await page.getByLabel('Lien de vos réseaux (URL)').fill('https://soundcloud.com/kael');
  await page.getByRole('button', { name: "S'inscrire au concours" }).click();
  await expect(page.getByText(contestMessages.uploadsRequired)).toBeVisible();
  await page.getByLabel('Photo').setInputFiles({ name: 'kael.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await imageBytes('jpeg', 600, 600)) });
  await page.getByLabel('Morceau (MP3)').setInputFiles({ name: 'neon.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from(mp3Bytes(3)) });
  await page.getByRole('button', { name: "S'inscrire au concours" }).click();
  await expect(page.getByRole('heading', { name: contestMessages.registrationSucceeded })).toBeVisible();
  await expect(page).toHaveURL(/\/mes-inscriptions$/);

  // A new YouTube entry, all fields required.
  await page.getByRole('button', { name: 'Nouvelle inscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle inscription' });
  await dialog.getByLabel('Concours').selectOption({ label: 'Beatmakers Challenge' });
  await dialog.getByRole('button', { name: 'Inscrire ma musique' }).click();
  await expect(dialog.getByText(contestMessages.fillAllFields)).toBeVisible();
  await dialog.getByLabel('Lien YouTube').fill('https://www.youtube.com/shorts/9bZkp7q19f0?feature=share');
  await dialog.getByLabel('Description').fill(`Démo ${stamp}`);
  await dialog.getByRole('button', { name: 'Inscrire ma musique' }).click();
  await expect(page.getByText(contestMessages.entryAdded)).toBeVisible();
  const entry = page.getByRole('listitem', { name: `Inscription : Démo ${stamp}` });
  await expect(entry).toContainText('Beatmakers Challenge');

  await entry.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'inscription" });
  await edit.getByLabel('Description').fill(`Démo ${stamp} (version longue)`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(contestMessages.entryUpdated)).toBeVisible();
  const edited = page.getByRole('listitem', { name: `Inscription : Démo ${stamp} (version longue)` });
  await expect(edited).toBeVisible();

  // Its public page shows it; playing it replaces the thumbnail by YouTube's player and pauses the radio.
  const talents: Array<{ talonid: number; nom_artiste: string }> = await (await page.request.get('/api/talons')).json();
  const kael = talents.find((talent) => talent.nom_artiste === 'Kaël')!;
  await page.goto(`/talent/${kael.talonid}`);
  await expect(page.getByRole('heading', { name: 'Kaël' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Soumissions Musicales' })).toBeVisible();
  await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
  await expect(playerBar(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  const card = page.locator('.talent-entry').filter({ hasText: `Démo ${stamp} (version longue)` });
  await card.getByRole('button', { name: /^Lire la vidéo/ }).click();
  await expect(card.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/9bZkp7q19f0?autoplay=1&modestbranding=1&rel=0');
  await expect(card.getByRole('button', { name: /^Lire la vidéo/ })).toHaveCount(0);
  await expect(playerBar(page).getByRole('button', { name: 'Lecture' })).toBeVisible();
  expect(await page.evaluate((selector) => (document.querySelector(selector) as HTMLAudioElement).paused, AUDIO)).toBe(true);

  // The page's error states.
  await page.goto('/talent/abc');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText(contestMessages.talentIdMissing)).toBeVisible();
  await page.goto('/talent/999999');
  await expect(page.getByText('Talent non trouvé')).toBeVisible();

  await page.goto('/mes-inscriptions');
  await edited.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: "Supprimer l'inscription" }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(contestMessages.entryDeleted)).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test('an admin creates, edits and closes a contest and reads its statistics', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin-panel');
  await page.getByRole('link', { name: /Gestion des Concours/ }).click();
  await expect(page.getByRole('heading', { name: 'Gestion des Concours' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau concours' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau concours' });
  await form.getByLabel('Nom du concours').fill(`Slam ${stamp}`);
  await form.getByLabel('Description').fill('Le concours de slam.');
  await form.getByLabel('Date de fin').fill(addDays(parisDate(), 20));
  await form.getByLabel('Date de début').fill(addDays(parisDate(), 25));
  // Moving the start after the end moves the end with it.
  await expect(form.getByLabel('Date de fin')).toHaveValue(addDays(parisDate(), 25));
  await form.getByLabel('Image (facultative)').setInputFiles({ name: 'slam.png', mimeType: 'image/png', buffer: Buffer.from(await imageBytes('png', 800, 450)) });
  await form.getByRole('button', { name: 'Créer le concours' }).click();
  await expect(page.getByText(contestMessages.added)).toBeVisible();
  const item = page.getByRole('listitem', { name: `Slam ${stamp}` });
  await expect(item).toContainText('Actif');

  await item.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le concours' });
  await edit.getByLabel('Nom du concours').fill(`Slam ${stamp} 2026`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(contestMessages.updated)).toBeVisible();
  const renamed = page.getByRole('listitem', { name: `Slam ${stamp} 2026` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Clôturer' }).click();
  await expect(renamed).toContainText('Inactif');
  const publicList: Array<{ nom_concours: string }> = await (await request.get('/api/concours')).json();
  expect(publicList.map((contest) => contest.nom_concours)).not.toContain(`Slam ${stamp} 2026`);

  // The statistics of the seed's first contest, as the API counts them.
  const stats = await (await page.request.get('/api/concours/1/statistics')).json();
  await page.getByRole('listitem', { name: 'Voix d’Or 2026' }).getByRole('button', { name: 'Statistiques' }).click();
  const modal = page.getByRole('dialog', { name: 'Statistiques : Voix d’Or 2026' });
  await expect(modal.getByText('Participants')).toBeVisible();
  await expect(modal.locator('.contest-stats__figures')).toContainText(String(stats.total_votes));
  const rows = modal.locator('tbody tr');
  await expect(rows).toHaveCount(stats.ranking.length);
  await expect(rows.first()).toContainText(stats.ranking[0].nom_artiste);
  await modal.getByRole('button', { name: 'Ordre décroissant' }).click();
  await expect(rows.first()).toContainText(stats.ranking.at(-1).nom_artiste);
});
