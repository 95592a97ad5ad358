// An admin runs the week's schedule: a programme on three dates with an emission, seen on
// the home page's day buttons and in the month grid, LIVE at its time (the page's clock), then
// deleted from the 'Gestion' tab with and without its emission, and from a home card.
import { type Emission, parisInstant, parisWallTime, secondsOf, weekOf } from '@station/shared';
import type { Page } from '@playwright/test';
import { ADMIN, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const dayLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const labelOf = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
/** A day of the month grid, named in words ('lundi 1 décembre 2026'). */
const dayButton = (page: Page, day: string) => page.getByRole('button', { name: labelOf(day), exact: true });
const dateLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * An emission broadcast on a day still to come, with times, one without audio first. The seed's
 * dates are relative to today and always hold some within the next days (e.g. 'Spécial Concours' in
 * three days); a date of this week may be already past (from Friday on, a Wednesday one), and the
 * page's clock would then go back to it instead of forward.
 */
async function emissionToCome(page: Page) {
  const today = parisWallTime(new Date()).date;
  const emissions = (await (await page.request.get('/api/emissions')).json()) as Emission[];
  const candidates = emissions
    .flatMap((emission) => emission.broadcast_dates.filter((date) => date.broadcast_date > today && date.broadcast_time && date.heure_fin).map((date) => ({ emission, date })))
    .sort((a, b) => Number(a.emission.mp3_url !== null) - Number(b.emission.mp3_url !== null) || a.date.broadcast_date.localeCompare(b.date.broadcast_date));
  expect(candidates.length).toBeGreaterThan(0);
  return candidates[0];
}

/** Clicks a date of the modal's month grid (days of the next and previous months show dimmed in it). */
async function pickDate(page: Page, day: string) {
  const dialog = page.getByRole('dialog');
  const button = dialog.getByRole('button', { name: labelOf(day), exact: true });
  for (const direction of ['Mois suivant', 'Mois précédent', 'Mois précédent']) {
    if (await button.isVisible()) break;
    const shown = (await dialog.locator('.date-picker__title').textContent()) ?? '';
    await dialog.getByRole('button', { name: direction }).click();
    await expect(dialog.locator('.date-picker__title')).not.toHaveText(shown);
  }
  await button.click();
}

test('an admin schedules a programme on three dates with an emission, sees it live, then deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  const { emission, date } = await emissionToCome(page);
  // The page's day is the emission's, early in the morning: the home's day buttons show its week,
  // and its slot (10:00 at the earliest in the seed) comes hours later on the page's clock, past
  // the idle timeout (the app takes the device's time over the server's, see use-now.ts).
  const pageMorning = 6 * 3600;
  await page.clock.install({ time: parisInstant(date.broadcast_date, pageMorning) });
  const week = weekOf(parisInstant(date.broadcast_date, pageMorning)).map(({ day }) => day);
  // Half an hour into the emission's slot: it overlaps the emission, and starts after any show the
  // seed put at the emission's own time, so it is the one on air then (the latest start wins).
  const hhmm = (seconds: number) => `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String((seconds % 3600) / 60).padStart(2, '0')}`;
  const start = hhmm(secondsOf(date.broadcast_time!) + 1800);
  const end = hhmm(secondsOf(date.broadcast_time!) + 5400);
  const others = week.filter((day) => day !== date.broadcast_date).slice(0, 2);
  // Its LIVE moment comes well past the idle hour after the page's morning.
  expect(secondsOf(start) + 15 * 60 - pageMorning).toBeGreaterThan(2 * 3600);
  const title = `Spéciale e2e ${Date.now() % 100_000}`;

  await page.goto('/');
  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Ajouter un Programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un Programme' });
  await expect(dialog).toBeVisible();

  // The first date: 10:00–11:00 by default, then the emission's times.
  await pickDate(page, date.broadcast_date);
  const first = dialog.getByRole('listitem', { name: dateLabel.format(new Date(`${date.broadcast_date}T00:00:00Z`)) });
  await expect(first.getByLabel('Début')).toHaveValue('10:00');
  await first.getByLabel('Fin').fill('09:00');
  await expect(first.getByRole('alert')).toContainText("L'heure de fin doit être après l'heure de début. Pour un programme qui traverse minuit");
  await first.getByLabel('Début').fill(start);
  await first.getByLabel('Fin').fill(end);
  await expect(first.getByRole('alert')).toHaveCount(0);

  // Two more dates take the first date's times.
  for (const day of others) await pickDate(page, day);
  await expect(dialog.locator('.date-slot')).toHaveCount(3);
  for (const slot of await dialog.locator('.date-slot').all()) {
    await expect(slot.getByLabel('Début')).toHaveValue(start);
    await expect(slot.getByLabel('Fin')).toHaveValue(end);
  }
  await expect(dialog.getByRole('button', { name: 'Appliquer le premier horaire à toutes les dates' })).toBeVisible();

  // The emission of the slot is found by its overlapping time, and fills the empty title.
  await first.getByLabel('Émission associée').selectOption({ label: emission.title });
  await expect(dialog.getByLabel('Titre (facultatif)')).toHaveValue(emission.title);
  await dialog.getByLabel('Titre (facultatif)').fill(title);
  await dialog.getByRole('button', { name: 'Créer le programme' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 programmes créés')).toBeVisible();

  // On the home page's day buttons...
  const dayNumber = (day: string) => String(Number(day.slice(8)));
  const picker = page.locator('.day-picker');
  for (const day of [date.broadcast_date, ...others]) {
    await picker.getByRole('button').filter({ hasText: new RegExp(`^\\D+${dayNumber(day)}$`) }).click();
    await expect(page.locator('.show-grid').getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  }

  // ...and in the month grid.
  await page.getByRole('link', { name: 'Voir tout le programme' }).click();
  await expect(page.getByRole('heading', { name: 'Calendrier des Programmes' })).toBeVisible();
  // Each of its days, chosen, lists it (the grid itself only names a day's first programmes).
  const chosenDayList = page.getByRole('region', { name: /^Programmes du / }).getByRole('listitem');
  for (const day of [date.broadcast_date, ...others]) {
    await dayButton(page, day).click();
    await expect(chosenDayList.filter({ hasText: title })).toContainText(`${start} – ${end}`);
  }

  // At its time, it is LIVE (the live-now check runs every 60 s) on its day, chosen again.
  await page.clock.setSystemTime(parisInstant(date.broadcast_date, secondsOf(start) + 15 * 60));
  await page.clock.runFor(61_000);
  await dayButton(page, date.broadcast_date).click();
  await expect(chosenDayList.filter({ hasText: title })).toContainText('LIVE');
  await expect(page.locator(`[data-day="${date.broadcast_date}"]`).first()).toHaveClass(/is-today/);
  // Hours went by on the page's clock: the app ended the idle session. Sign in again.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
  await loginThroughModal(page, ADMIN.email, ADMIN.password);

  // 'Gestion': delete one date without its emission, then the emission's date with it.
  await page.getByRole('tab', { name: 'Gestion' }).click();
  await expect(page.getByRole('heading', { name: 'Gestion des Programmes' })).toBeVisible();
  const rows = page.locator('.programme-admin__row').filter({ hasText: title }).filter({ hasText: /\d{4}/ });
  const countBefore = await rows.count();
  const plainRow = rows.filter({ hasText: dateLabel.format(new Date(`${others[0]}T00:00:00Z`)) });
  await plainRow.getByRole('button', { name: `Supprimer ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le programme' });
  await confirm.getByRole('button', { name: 'Supprimer seulement le programme' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(countBefore - 1);
  const stillThere = (await (await page.request.get('/api/emissions')).json()) as Emission[];
  expect(stillThere.some((one) => one.id === emission.id)).toBe(true);

  const emissionRow = rows.filter({ hasText: dateLabel.format(new Date(`${date.broadcast_date}T00:00:00Z`)) });
  await expect(emissionRow).toContainText('EN DIRECT');
  await emissionRow.getByRole('button', { name: `Supprimer ${title}` }).click();
  await confirm.getByRole('button', { name: 'Supprimer programme + émission' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(countBefore - 2);
  const after = (await (await page.request.get('/api/emissions')).json()) as Emission[];
  expect(after.some((one) => one.id === emission.id)).toBe(false);

  // The last date, from its home card: 'Supprimé !'.
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await picker.getByRole('button').filter({ hasText: new RegExp(`^\\D+${dayNumber(others[1])}$`) }).click();
  const card = page.locator('.show-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: `Supprimer ${title}` }).click();
  const homeConfirm = page.getByRole('dialog', { name: 'Supprimer le programme' });
  // The page's clock held still: the success shows for 1.2 s, and on a busy machine a check could
  // come after it had closed. The test moves the time on itself.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await homeConfirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(homeConfirm.getByText('Supprimé !')).toBeVisible();
  await expect(homeConfirm.getByText('Le programme a été supprimé avec succès.')).toBeVisible();
  await page.clock.runFor(1300);
  await expect(homeConfirm).toBeHidden();
  await page.clock.resume();
  await expect(card).toHaveCount(0);
});

test('a moderator sees neither the add button nor the delete buttons', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'sophie.laurent@example.org', 'demo-2026');
  await expect(page.locator('.show-grid, .empty-state').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un Programme' })).toHaveCount(0);
  await expect(page.locator('.show-card').getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
  await page.goto('/programme-calendrier');
  await expect(page.getByRole('tab', { name: 'Calendrier' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Gestion' })).toHaveCount(0);
});
