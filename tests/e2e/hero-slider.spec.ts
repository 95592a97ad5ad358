// Home hero: the fallback slides, and an admin who uploads, reorders
// (mouse and keyboard) and deletes hero images, seen in the slider in their order.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { pngBytes } from './media-fixtures.ts';

const slideAlts = (page: Page) => page.getByTestId('hero-slide').locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
const rowTitles = (dialog: Locator) => dialog.getByTestId('hero-admin-row').locator('strong').allTextContents();

async function runSql(request: APIRequestContext, statement: string) {
  expect((await request.post('/api/__test/sql', { data: { statement } })).ok()).toBe(true);
}

test('without hero images the four fallback slides show, with the shipped artwork and the French controls', async ({ page, request }) => {
  // The server renders the home from its own list: the list is emptied there, and put back after.
  await runSql(request, 'create table hero_images_kept as select * from hero_images');
  await runSql(request, 'delete from hero_images');
  try {
    await fallbackSlidesShow(page);
  } finally {
    await runSql(request, 'insert into hero_images overriding system value select * from hero_images_kept');
    await runSql(request, 'drop table hero_images_kept');
  }
});

async function fallbackSlidesShow(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('hero-slide')).toHaveCount(4);
  expect(await slideAlts(page)).toEqual([
    'Studio en Direct — Découvrez nos émissions en direct',
    'Concerts Live — Les meilleurs artistes en live',
    "Festivals — Vivez l'ambiance des festivals",
    'Interviews Exclusives — Rencontrez vos artistes préférés',
  ]);
  // The first slide is the page's largest paint: eager and high priority; the others wait.
  const first = page.getByTestId('hero-slide').first().locator('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).not.toHaveAttribute('loading', 'lazy');
  // Its box is known before the image arrives (no layout shift); the others decode off the main thread.
  await expect(first).toHaveAttribute('width', '1280');
  await expect(first).toHaveAttribute('height', '720');
  for (const position of [1, 2, 3]) {
    const other = page.getByTestId('hero-slide').nth(position).locator('img');
    await expect(other).toHaveAttribute('loading', 'lazy');
    await expect(other).toHaveAttribute('decoding', 'async');
  }
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const hero = page.locator('#hero');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByText('EN DIRECT', { exact: true })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Découvrir nos Émissions' })).toHaveAttribute('href', '/emissions');
  await hero.getByRole('button', { name: 'Image suivante' }).click();
  await expect(page.getByTestId('hero-slide').nth(1)).toHaveClass(/is-current/);
  await hero.getByRole('button', { name: "Aller à l'image 4" }).click();
  await expect(page.getByTestId('hero-slide').nth(3)).toHaveClass(/is-current/);
  await hero.getByRole('button', { name: 'Image suivante' }).click();
  await expect(page.getByTestId('hero-slide').nth(0)).toHaveClass(/is-current/);
  // No admin controls for a visitor.
  await expect(hero.getByRole('button', { name: 'Ajouter une image hero' })).toHaveCount(0);
}

test('the slider advances every 5 s by itself, and waits while the listener points at it', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/hero-images', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  const slides = page.getByTestId('hero-slide');
  await expect(slides.first()).toHaveClass(/is-current/);
  await page.clock.runFor(5_100);
  await expect(slides.nth(1)).toHaveClass(/is-current/);
  await page.locator('#hero h1').hover();
  await page.clock.runFor(12_000);
  await expect(slides.nth(1)).toHaveClass(/is-current/);
});

test('an admin uploads three hero images, reorders them by mouse and keyboard, deletes one, and the slider follows', async ({ page, browser }) => {
  test.slow(); // a sign-in, three uploads, two reorders, a delete and a second browser: one long story
  await page.goto('/');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  // Start from an empty slider: remove what the demo (or an earlier run) left.
  const existing = (await (await page.request.get('/api/hero-images', { headers: { 'Cache-Control': 'no-cache' } })).json()) as { id: number }[];
  const origin = new URL(page.url()).origin;
  for (const image of existing) expect((await page.request.delete(`/api/hero-images/${image.id}`, { headers: { Origin: origin } })).status()).toBe(200);

  const hero = page.locator('#hero');
  const colours: Record<string, [number, number, number]> = { Aube: [240, 120, 40], Midi: [40, 160, 220], Nuit: [60, 30, 120] };
  for (const [title, rgb] of Object.entries(colours)) {
    await hero.getByRole('button', { name: 'Ajouter une image hero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une image Hero' });
    const submit = dialog.getByRole('button', { name: "Ajouter l'image" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Image *').setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: pngBytes(rgb) });
    await expect(dialog.getByRole('img', { name: 'Aperçu de l’image choisie' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Titre *').fill(title);
    await dialog.getByLabel('Description').fill(`Le studio à l'heure ${title.toLowerCase()}`);
    await submit.click();
    const toast = page.getByText('🎉 Image hero ajoutée avec succès !');
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    // The toast sits where the admin's buttons float (top right) for its 4 s.
    await expect(toast).toBeHidden({ timeout: 10_000 });
  }
  await expect.poll(() => slideAlts(page)).toEqual([
    "Aube — Le studio à l'heure aube",
    "Midi — Le studio à l'heure midi",
    "Nuit — Le studio à l'heure nuit",
  ]);

  await hero.getByRole('button', { name: 'Gérer les images hero' }).click();
  const manage = page.getByRole('dialog', { name: 'Gestion des Images Hero' });
  await expect(manage.getByText("Gérez l'ordre d'affichage et supprimez les images du slider")).toBeVisible();
  await expect.poll(() => rowTitles(manage)).toEqual(['Aube', 'Midi', 'Nuit']);

  // Mouse: drag 'Nuit' by its handle onto the first row.
  const handle = manage.getByRole('button', { name: 'Déplacer "Nuit"' });
  const target = manage.getByTestId('hero-admin-row').first();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('✨ Ordre des images mis à jour !')).toBeVisible();
  await expect.poll(() => rowTitles(manage)).toEqual(['Nuit', 'Aube', 'Midi']);
  await expect(manage.getByTestId('hero-admin-order')).toHaveText(['1', '2', '3']);

  // Keyboard: pick 'Midi' up with Space, move it up one place, drop it with Space.
  await manage.getByRole('button', { name: 'Déplacer "Midi"' }).focus();
  await page.keyboard.press('Space');
  // What a screen reader user hears, and a sighted one sees (the lifted row), before moving on.
  await expect(manage.getByTestId('hero-admin-row').filter({ hasText: 'Midi' })).toHaveClass(/is-dragging/);
  await expect(page.getByText('Image "Midi" au-dessus de la position 3.')).toBeAttached();
  // dnd-kit listens for the arrows from the task after the pick-up: on a busy machine the first
  // press can come before it and is lost; a user's second press is what a retry here stands for.
  // Each press has long enough to be heard: a press heard late, then pressed again, would carry
  // the image one place too far.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Image "Midi" au-dessus de la position 2.')).toBeAttached({ timeout: 8_000 });
  }).toPass({ timeout: 25_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Image "Midi" déposée en position 2.')).toBeAttached();
  await expect.poll(() => rowTitles(manage)).toEqual(['Nuit', 'Midi', 'Aube']);
  // Saved on the server, not only on screen.
  await expect
    .poll(async () => ((await (await page.request.get('/api/hero-images', { headers: { 'Cache-Control': 'no-cache' } })).json()) as { title: string }[]).map((image) => image.title))
    .toEqual(['Nuit', 'Midi', 'Aube']);

  // Delete 'Nuit' after the confirmation: the rest are numbered 1..2.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Êtes-vous sûr de vouloir supprimer "Nuit" ?');
    void confirm.accept();
  });
  await manage.getByTestId('hero-admin-row').filter({ hasText: 'Nuit' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('🗑️ Image "Nuit" supprimée avec succès !')).toBeVisible();
  await expect.poll(() => rowTitles(manage)).toEqual(['Midi', 'Aube']);
  await expect(manage.getByTestId('hero-admin-order')).toHaveText(['1', '2']);
  await manage.getByRole('button', { name: 'Fermer' }).click();

  await expect.poll(() => slideAlts(page)).toEqual(["Midi — Le studio à l'heure midi", "Aube — Le studio à l'heure aube"]);
  // An uploaded image is offered at the two variant widths.
  await expect(page.getByTestId('hero-slide').first().locator('img')).toHaveAttribute('srcset', /\?w=640 640w, .+\?w=1280 1280w/);

  // A listener (signed out, fresh page) sees the same order.
  const listenerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await listenerContext.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const listener = await listenerContext.newPage();
  await listener.goto('/');
  await expect.poll(() => slideAlts(listener), { timeout: 15_000 }).toEqual(["Midi — Le studio à l'heure midi", "Aube — Le studio à l'heure aube"]);
  await listenerContext.close();
});
