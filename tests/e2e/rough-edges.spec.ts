// What a demanding listener and admin noticed on phones and desktops: each test
// failed before its fix.
import { contestMessages, scheduleMessages } from '@station/shared';
import { imageBytes, mp3Bytes } from '../../apps/api/src/test/upload-fixtures.ts';
import type { Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, loginThroughModal, logoutThroughMenu } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { leavePlayer, playerBar } from './player-helpers.ts';

const PHONE = { width: 390, height: 844 };

/** Signs in through the API from the page (a phone's header hides 'Connexion' in its menu), then reloads. */
async function signIn(page: Page, email: string, password: string) {
  const status = await page.evaluate(
    async ([address, secret]) =>
      (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, password: secret }) })).status,
    [email, password],
  );
  expect(status).toBe(200);
  await page.reload();
}

/** True when the element's text is shown whole: nothing cut by its own box or a scrolling parent. */
const shownWhole = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return false;
    }
    return element.scrollWidth <= element.clientWidth + 1;
  });

test('the sticky header hides what scrolls beneath it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Image suivante' })).toBeVisible();
  // The hero's arrows and caption pass under the header.
  const arrow = await page.getByRole('button', { name: 'Image suivante' }).boundingBox();
  const header = page.locator('.site-header');
  const headerBox = (await header.boundingBox())!;
  await page.evaluate((y) => window.scrollTo(0, y), arrow!.y - headerBox.height / 2);
  expect((await page.getByRole('button', { name: 'Image suivante' }).boundingBox())!.y).toBeLessThan(headerBox.height);
  // What passes beneath is covered: the bar is painted opaque in both themes (it was 82 % opaque).
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background, theme).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  }
});

test('on a phone, the call button leaves the vote counts readable while the listener scrolls down', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/concours-talents');
  const call = page.getByRole('link', { name: 'Appeler la radio' });
  await expect(call).toBeVisible();
  const counts = page.locator('.ranking__votes');
  await expect(counts.first()).toBeVisible();
  const callBox = (await call.boundingBox())!;
  const callMiddle = callBox.y + callBox.height / 2;
  for (const count of (await counts.all()).slice(0, 4)) {
    // Scrolled down with the wheel, as a reader would, until the count sits where the button floats.
    const box = (await count.boundingBox())!;
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, box.y + box.height / 2 - callMiddle);
    await expect
      .poll(() =>
        count.evaluate((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          const middle = (top + bottom) / 2;
          return [(left + right) / 2, right - 2].every((x) => {
            const hit = document.elementFromPoint(x, middle);
            return Boolean(hit && element.contains(hit));
          });
        }),
      )
      .toBe(true);
  }
  // Back up: the button returns.
  await page.mouse.wheel(0, -300);
  await expect(call).toBeInViewport();
});

test('a talent sees its registration again after sending it, and the admins see it too', async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Velours ${Date.now() % 100_000}`;
  await page.goto('/inscription-concours');
  await signIn(page, 'les.velours@example.org', DEMO_PASSWORD);
  await page.getByLabel('Téléphone').fill('06 22 33 44 55');
  await page.getByLabel('Catégorie').selectOption('rock');
  await page.getByLabel('Présentez-vous').fill('Un groupe de rock nantais.');
  await page.getByLabel('Titre du morceau').fill(title);
  await page.getByLabel('Lien de vos réseaux (URL)').fill('https://bandcamp.com/lesvelours');
  await page.getByLabel('Photo').setInputFiles({ name: 'velours.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await imageBytes('jpeg', 600, 600)) });
  await page.getByLabel('Morceau (MP3)').setInputFiles({ name: 'titre.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from(mp3Bytes(3)) });
  await page.getByRole('button', { name: "S'inscrire au concours" }).click();
  await expect(page.getByRole('heading', { name: contestMessages.registrationSucceeded })).toBeVisible();
  await expect(page).toHaveURL(/\/mes-inscriptions$/);

  const mine = page.getByRole('article', { name: `Inscription : ${title}` });
  await expect(mine).toContainText('Rock');
  await expect.poll(() => mine.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
  const song = mine.locator('audio');
  await song.evaluate((audio: HTMLAudioElement) => audio.load());
  await expect.poll(() => song.evaluate((audio: HTMLAudioElement) => Math.round(audio.duration))).toBe(3);

  await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
  await page.goto('/concours-talents');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('tab', { name: 'Administration' }).click();
  await page.getByText(/^Inscriptions reçues/).click();
  const received = page.getByRole('article', { name: `Inscription : ${title}` });
  await expect(received).toContainText('les.velours@example.org');
  await expect.poll(() => received.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
});

test('the month calendar names its days\' first programmes whole on a desktop, and the other month recedes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/programme-calendrier');
  const titles = page.locator('.month-day:not(.is-outside) .month-show__title');
  await expect(titles.first()).toBeVisible();
  const cut = await titles.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1).map((element) => element.textContent));
  expect(cut).toEqual([]);
  const outside = page.locator('.month-day.is-outside .month-show__title').first();
  await expect(outside).toBeVisible();
  const colour = (locator: typeof outside) => locator.evaluate((element) => getComputedStyle(element).color);
  expect(await colour(outside)).not.toBe(await colour(titles.first()));
});

test('the programme form lets go of a fixed date error, says end-before-start once, and an emission edit is confirmed', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Ajouter un Programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un Programme' });
  await dialog.getByRole('button', { name: 'Créer le programme' }).click();
  await expect(dialog.getByText(scheduleMessages.dateRequired)).toBeVisible();
  await dialog.locator('.date-picker__day:not(.is-outside)').first().click();
  await expect(dialog.getByText(scheduleMessages.dateRequired)).toHaveCount(0);
  await dialog.getByLabel('Fin').first().fill('09:00');
  await dialog.getByRole('button', { name: 'Créer le programme' }).click();
  await expect(dialog.getByText(/L'heure de fin doit être après l'heure de début/)).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await page.goto('/emissions');
  const edit = page.getByRole('button', { name: /^Modifier / }).first();
  await edit.click();
  const form = page.getByRole('form', { name: "Modifier l'émission" });
  await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await page.getByRole('dialog', { name: 'Confirmer les modifications' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Émission modifiée avec succès !')).toBeVisible();
});

test('a listener reads the figure whole on a phone, the connection icon beside it and not over it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/actualites');
  const bar = playerBar(page);
  const count = bar.getByTestId('listener-count');
  await expect(count).toHaveText(/^\d+ auditeurs?$/);
  expect(await shownWhole(page, '[data-testid="listener-count"] .player-bar__count')).toBe(true);
  const figure = (await count.boundingBox())!;
  const icon = (await bar.getByRole('img', { name: /^(Connecté|Déconnecté)$/ }).boundingBox())!;
  const apart = figure.x + figure.width <= icon.x || icon.x + icon.width <= figure.x || figure.y + figure.height <= icon.y || icon.y + icon.height <= figure.y;
  expect(apart).toBe(true);
});

test('an admin reads the listener figures whole on a phone, and the statistics table too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/concours-talents');
  await signIn(page, ADMIN.email, ADMIN.password);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: /Écouter le direct|Lecture/ }).first().click();
  const count = bar.getByTestId('listener-count');
  await expect(count).toHaveText(/\d+ auditeurs?/);
  expect(await shownWhole(page, '[data-testid="listener-count"] .player-bar__count')).toBe(true);
  await count.click();
  await expect(bar.getByTestId('listener-figures')).toBeVisible();
  await expect(bar.getByTestId('listener-figures')).toHaveText(/app : \d+ · Icecast : /);
  expect(await shownWhole(page, '[data-testid="listener-figures"]')).toBe(true);
  await leavePlayer(page);

  await page.getByRole('tab', { name: 'Administration' }).click();
  await page.getByRole('button', { name: 'Statistiques' }).first().click();
  const table = page.getByRole('dialog').getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Premium' })).toBeVisible();
  for (const heading of ['Rang', 'Artiste', 'Total', 'Gratuits', 'Premium']) {
    expect(await shownWhole(page, `.contest-stats__table th:text-is("${heading}")`), heading).toBe(true);
  }
});

test('a logout leaves no copy of the listener’s private playlists on the device', async ({ page }) => {
  const name = `Playlist secrète ${Date.now() % 100_000}`;
  await page.goto('/playlists');
  await loginThroughModal(page, 'lucas.durand@example.org', DEMO_PASSWORD);
  await page.getByLabel('Titre', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Créer la playlist' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
  const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }));
  await expect.poll(stored).toContain(name);
  await logoutThroughMenu(page);
  await expect.poll(stored).not.toContain(name);
  const left = await page.evaluate(() => ['userType', 'userId', 'userName', 'userEmail', 'isAdmin', 'user', 'lastActivity'].filter((key) => localStorage.getItem(key) !== null));
  expect(left).toEqual([]);
});

test('the hero shows a spinner while its image loads', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/imageback\/hero\//, async (route) => {
    await held;
    await route.continue();
  });
  // The page's own HTML asks for the image: its 'load' waits for it, the content does not.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const spinner = page.getByRole('status', { name: "Chargement de l'image" });
  await expect(spinner).toBeVisible();
  release();
  await expect(spinner).toBeHidden();
});
