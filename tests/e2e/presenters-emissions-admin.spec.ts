// An admin runs the shows: adds a presenter with a photo, then an emission with its audio hosted by
// that presenter; the emission plays as a replay in the one player and seeks; then both are deleted.
import { formatFrenchDate } from '@station/shared';
import { ADMIN, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { pngImage, toneAudio } from './media-fixtures.ts';
import { currentTime, expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

test.afterEach(async ({ page }) => leavePlayer(page));

const parisDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

test('an admin adds a presenter with a photo and an emission with audio, which plays as a replay and seeks', async ({ page }) => {
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const presenter = { prenom: 'Clara', nom: `Essai-${unique}` };
  const name = `${presenter.prenom} ${presenter.nom}`;
  const title = `Nuits d'essai ${unique}`;

  await page.goto('/animateurs');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);

  // The presenter, with a photo (its preview shows before sending).
  await page.getByRole('button', { name: 'Ajouter un animateur' }).click();
  const presenterForm = page.getByRole('form', { name: 'Ajouter un animateur' });
  await presenterForm.getByRole('button', { name: "Ajouter l'animateur" }).click();
  await expect(presenterForm.getByRole('alert')).toHaveText('Le nom est obligatoire');
  await presenterForm.getByLabel('Prénom').fill(presenter.prenom);
  await presenterForm.getByLabel('Nom', { exact: true }).fill(presenter.nom);
  await presenterForm.getByLabel('Catégorie').fill('Nuits électroniques');
  await presenterForm.getByLabel('Rôle').selectOption('animateur');
  await presenterForm.getByLabel('Description').fill('Clara passe la nuit entre house, techno et ambient, avec des invités en direct du studio chaque semaine, et beaucoup de vinyles.');
  await presenterForm.getByLabel('Instagram (URL)').fill('instagram');
  await presenterForm.getByRole('button', { name: "Ajouter l'animateur" }).click();
  await expect(presenterForm.getByRole('alert')).toHaveText("Le lien Instagram n'est pas une URL valide (https://...)");
  await presenterForm.getByLabel('Instagram (URL)').fill('https://instagram.com/clara');
  await presenterForm.getByRole('button', { name: "Ajouter l'animateur" }).click();
  await expect(presenterForm.getByRole('alert')).toHaveText('Veuillez sélectionner une image');
  await presenterForm.getByLabel('Photo').setInputFiles({ name: 'clara.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(presenterForm.getByRole('img', { name: 'Aperçu de l’image choisie' })).toBeVisible();
  await presenterForm.getByRole('button', { name: "Ajouter l'animateur" }).click();
  await expect(page.getByText('Animateur ajouté avec succès !')).toBeVisible();

  // Listed first, with its photo (served from the upload), its category and its link.
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', name);
  await expect(card).toContainText('Nuits électroniques');
  await expect(card.getByRole('link', { name: `Instagram de ${name}` })).toHaveAttribute('href', 'https://instagram.com/clara');
  const photo = card.getByRole('img', { name });
  await expect(photo).toHaveAttribute('src', /^\/imageback\/animateurs\/[0-9a-f-]{36}\.png\?w=640$/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Voir plus' }).click();
  await expect(card.getByRole('button', { name: 'Voir moins' })).toBeVisible();

  // The emission: a broadcast two days ago, so with its audio it is a replay.
  await page.goto('/emissions');
  await page.getByRole('button', { name: 'Ajouter une émission' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une émission' });
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Description').fill('Une émission de test : deux heures de musique électronique.');
  await form.getByLabel('Date 1', { exact: true }).fill(parisDay(-2));
  await form.getByLabel('Début 1').fill('23:00');
  await form.getByLabel('Fin 1').fill('01:00');
  await expect(form.getByRole('alert')).toContainText('Une émission ne peut pas commencer un jour et finir le lendemain.');
  await form.getByLabel('Fin 1').fill('23:59');
  await expect(form.getByRole('alert')).toBeHidden();
  await form.getByRole('checkbox', { name: new RegExp(name) }).check();
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'affiche.png', mimeType: 'image/png', buffer: pngImage(640, 400) });
  await form.getByLabel('Audio (optionnel)').setInputFiles(toneAudio());
  await form.getByRole('button', { name: "Ajouter l'émission" }).click();
  await expect(page.getByText('Émission ajoutée avec succès !')).toBeVisible();

  const emission = page.getByRole('article', { name: title });
  await expect(emission).toContainText(`avec ${name}`);
  const id = await emission.getAttribute('id');
  expect(id).toMatch(/^\d+$/);

  // A replay: 'Écouter' plays it in the global player, which then seeks.
  await emission.getByRole('button', { name: `Écouter ${title}` }).click();
  const bar = playerBar(page);
  await expect(bar.getByTestId('player-title')).toHaveText(title);
  await expect(bar.getByTestId('player-subtitle')).toHaveText(name);
  await expectAudioPlaying(page);
  await expect(emission.getByRole('button', { name: `Mettre en pause ${title}` })).toHaveText('Pause');
  const slider = emission.getByRole('slider', { name: `Position de lecture de ${title}` });
  await expect(slider).toBeEnabled();
  await slider.fill('12');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(12);
  expect(await currentTime(page)).toBeLessThan(19);
  await emission.getByRole('button', { name: `Mettre en pause ${title}` }).click();
  await expect(emission.getByRole('button', { name: `Écouter ${title}` })).toHaveText('Écouter');

  // The presenter's card shows it on the home page too (first 3 presenters), and the emission's anchor.
  await page.goto('/');
  await expect(page.locator('#animateurs').getByRole('article', { name })).toBeVisible();
  await expect(page.locator(`#latest-emissions-${id}`)).toContainText(title);

  // Cleaning up through the same screens: the emission (a confirmation dialog), then the presenter
  // (the browser's confirmation).
  await page.goto(`/emissions#${id}`);
  await page.getByRole('article', { name: title }).getByRole('button', { name: `Supprimer ${title}` }).click();
  await page.getByRole('dialog', { name: "Supprimer l'émission" }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`"${title}" a été supprimée`)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  await page.goto('/animateurs');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Êtes-vous sûr de vouloir supprimer cet animateur ?');
    void dialog.accept();
  });
  await page.getByRole('article', { name }).getByRole('button', { name: `Supprimer ${name}` }).click();
  await expect(page.getByText('Animateur supprimé avec succès !')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test("an admin adds a recording to one of an emission's dates, plays it from the drawer, then deletes it", async ({ page }) => {
  test.setTimeout(60_000);
  const emissions = (await (await page.request.get('/api/emissions')).json()) as Array<{ id: number; title: string; broadcast_dates: Array<{ broadcast_date: string }>; audioFiles: unknown[] }>;
  const afro = emissions.find((each) => each.title === 'Afro Vibes')!;
  const day = afro.broadcast_dates[0].broadcast_date;
  await page.goto(`/emissions#${afro.id}`);
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  const card = page.getByRole('article', { name: 'Afro Vibes' });
  await card.getByRole('button', { name: 'Ajouter un audio' }).click();
  const form = page.getByRole('form', { name: 'Ajouter un audio à Afro Vibes' });
  await form.getByRole('button', { name: "Ajouter l'audio" }).click();
  await expect(form.getByRole('alert')).toHaveText('Veuillez sélectionner un fichier audio et une date');
  await form.getByLabel('Date de diffusion').selectOption(day);
  await form.getByLabel('Fichier audio').setInputFiles(toneAudio(6));
  await form.getByRole('button', { name: "Ajouter l'audio" }).click();
  await expect(page.getByText(/^Audio ajouté avec succès ! Afro Vibes · \d{1,2} \S+ \d{4}$/)).toBeVisible();

  await card.getByRole('button', { name: 'Voir plus de détails' }).click();
  const drawer = page.getByRole('dialog', { name: 'Afro Vibes' });
  const recording = drawer.getByRole('list', { name: 'Enregistrements de Afro Vibes' }).getByRole('listitem');
  await expect(recording).toHaveCount(afro.audioFiles.length + 1);
  await recording.first().getByRole('button', { name: /^Écouter Afro Vibes du/ }).click();
  await expectAudioPlaying(page);
  await recording.first().getByRole('button', { name: /^Mettre en pause/ }).click();

  // Named by title and French date, not by the stored name's pattern.
  const label = `Afro Vibes du ${formatFrenchDate(day)}`;
  await recording.first().getByRole('button', { name: `Supprimer l'enregistrement ${label}` }).click();
  await page.getByRole('dialog', { name: "Supprimer l'enregistrement" }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`"${label}" a été supprimé`)).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Écouter Afro Vibes du/ })).toHaveCount(afro.audioFiles.length);
});

test('offline, an admin write is refused at once with a clear French message, and the lists still show', async ({ page, context }) => {
  await page.goto('/animateurs');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ajouter un animateur' }).click();
  const form = page.getByRole('form', { name: 'Ajouter un animateur' });
  await form.getByLabel('Prénom').fill('Hors');
  await form.getByLabel('Nom', { exact: true }).fill('Ligne');
  await form.getByLabel('Catégorie').fill('Test');
  await form.getByLabel('Description').fill('Pas de réseau.');
  await form.getByLabel('Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
  await form.getByRole('button', { name: "Ajouter l'animateur" }).click();
  await expect(form.getByRole('alert')).toHaveText('Vous êtes hors ligne : cette modification nécessite une connexion.');
  await expect(page.getByText("Erreur lors de l'ajout de l'animateur")).toBeVisible();
  // The list stays on screen; nothing was queued: back online, the server never heard of it.
  await page.getByRole('dialog', { name: 'Ajouter un animateur' }).getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.setOffline(false);
  const presenters = (await (await page.request.get('/api/animateurs')).json()) as Array<{ nom: string }>;
  expect(presenters.map((each) => each.nom)).not.toContain('Ligne');
});
