// The programme calendar: the month grid marks the days that
// have programmes (dots on a phone, the first titles and '+N' on a desktop) and only the chosen day's
// programmes are listed in full, today's at first, the one on air marked LIVE. The programme list is
// the server's answer replaced by a known week; the page's clock is set to Wednesday 9 December 2026.
import type { Programme } from '@station/shared';
import { parisInstant } from '@station/shared';
import type { Page } from '@playwright/test';
import { programme } from '../support/test-data.ts';
import { expect, test } from './fixtures.ts';

const TODAY = '2026-12-09';
const PROGRAMMES: Programme[] = [
  programme(1, { title: 'Réveil du Mercredi', host: 'Ana Lopez', type: 'talk', start_time: '06:00', end_time: '09:00', days: ['Wednesday'] }),
  programme(2, { title: 'Midi Jazz', host: 'Paul Dumas', start_time: '12:00', end_time: '14:00', days: ['Wednesday'] }),
  programme(3, { title: 'Goûter Pop', start_time: '16:00', end_time: '18:00', days: ['Wednesday'] }),
  programme(4, { title: 'Après-midi Groove', start_time: '14:00', end_time: '16:00', days: ['Wednesday'] }),
  programme(5, { title: 'Soirée Spéciale', host: 'Karim Benali', type: 'mix', start_time: '20:00', end_time: '22:00', specific_date: TODAY }),
  programme(6, { title: 'Concert du 17', host: 'Inès Fontaine', start_time: '18:00', end_time: '19:00', specific_date: '2026-12-17' }),
];

async function openCalendar(page: Page) {
  // 21:00 in Paris on 9 December: 'Soirée Spéciale' (20:00–22:00, that date only) is on air.
  await page.clock.install({ time: parisInstant(TODAY, 21 * 3600) });
  await page.route('**/api/schedule/shows', (route) => route.fulfill({ json: PROGRAMMES }));
  await page.goto('/programme-calendrier');
  await expect(page.getByRole('heading', { name: 'Calendrier des Programmes' })).toBeVisible();
}

const dayCell = (page: Page, day: string) => page.locator(`.month-day[data-day="${day}"]`);
const agenda = (page: Page) => page.getByRole('region', { name: /^Programmes du / });

test('on a phone, today is chosen with its whole programme, the show on air marked LIVE, and dots mark the days with programmes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalendar(page);
  await expect(page.getByRole('heading', { name: /décembre 2026/i, level: 2 })).toBeVisible();

  // Today is chosen: its button pressed, its programmes listed by start time with time, host and type.
  await expect(page.getByRole('button', { name: 'mercredi 9 décembre 2026', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(agenda(page).getByRole('heading')).toContainText('9 décembre 2026');
  await expect(agenda(page).getByRole('heading')).toContainText("Aujourd'hui");
  const rows = agenda(page).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.locator('.row__title')).toHaveText(['Réveil du Mercredi', 'Midi Jazz', 'Après-midi Groove', 'Goûter Pop', 'Soirée Spéciale']);
  await expect(rows.first()).toContainText('06:00 – 09:00');
  await expect(rows.first()).toContainText('avec Ana Lopez');
  // The show on air, and only it, says LIVE.
  await expect(agenda(page).getByText('LIVE', { exact: true })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Soirée Spéciale' })).toContainText('LIVE');

  // Markers: a dot per programme (up to 4) on the days that have some, none on the others.
  await expect(dayCell(page, TODAY).locator('.month-day__dots > span')).toHaveCount(4);
  await expect(dayCell(page, '2026-12-17').locator('.month-day__dots > span')).toHaveCount(1);
  await expect(dayCell(page, '2026-12-17').locator('.month-day__dots')).toBeVisible();
  await expect(dayCell(page, '2026-12-10').locator('.month-day__dots')).toHaveCount(0);
  // The grid itself lists no programme on a phone: its day names are for wide screens.
  await expect(dayCell(page, TODAY).locator('.month-show').first()).toBeHidden();

  // Another day: its own programmes, nothing on air.
  await page.getByRole('button', { name: 'jeudi 17 décembre 2026', exact: true }).click();
  await expect(page.getByRole('button', { name: 'jeudi 17 décembre 2026', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'mercredi 9 décembre 2026', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(agenda(page).getByRole('heading')).toContainText('17 décembre 2026');
  await expect(agenda(page).getByRole('heading')).not.toContainText("Aujourd'hui");
  await expect(agenda(page).getByRole('listitem')).toHaveCount(1);
  await expect(agenda(page).getByRole('listitem')).toContainText('Concert du 17');
  await expect(agenda(page).getByRole('listitem')).toContainText('18:00 – 19:00');
  await expect(agenda(page).getByText('LIVE', { exact: true })).toHaveCount(0);

  // A day without programmes says so.
  await page.getByRole('button', { name: 'jeudi 10 décembre 2026', exact: true }).click();
  await expect(agenda(page).getByText('Aucune émission prévue pour Jeudi')).toBeVisible();
});

test('on a desktop, each day names its first programmes with "+N" for the rest, and a click on a day lists it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCalendar(page);
  const weekdays = page.locator('.month-grid__weekday-long');
  await expect(weekdays).toHaveText(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);

  // Today: highlighted, two titles then '+3'; its list below holds all five, the one on air marked LIVE.
  const today = dayCell(page, TODAY);
  await expect(today).toHaveClass(/is-today/);
  await expect(today.getByText("Aujourd'hui")).toBeVisible();
  await expect(today.locator('.month-show__title')).toHaveText(['Réveil du Mercredi', 'Midi Jazz']);
  await expect(today.getByText('+3', { exact: true })).toBeVisible();
  await expect(agenda(page).getByRole('listitem')).toHaveCount(5);
  await expect(agenda(page).getByRole('listitem').filter({ hasText: 'Soirée Spéciale' })).toContainText('LIVE');
  // Another Wednesday: its four weekly programmes, two by name; a one-off day names its one; an empty day nothing.
  await expect(dayCell(page, '2026-12-16').locator('.month-show__title')).toHaveText(['Réveil du Mercredi', 'Midi Jazz']);
  await expect(dayCell(page, '2026-12-16').getByText('+2', { exact: true })).toBeVisible();
  await expect(dayCell(page, '2026-12-17').locator('.month-show__title')).toHaveText(['Concert du 17']);
  await expect(dayCell(page, '2026-12-10').locator('.month-show')).toHaveCount(0);

  // A click anywhere in a day's cell chooses it (here below its title).
  const cell = dayCell(page, '2026-12-17');
  const box = (await cell.boundingBox())!;
  await cell.click({ position: { x: box.width / 2, y: box.height - 8 } });
  await expect(page.getByRole('button', { name: 'jeudi 17 décembre 2026', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(agenda(page).getByRole('listitem')).toHaveText([/Concert du 17/]);
  await expect(agenda(page).getByRole('listitem')).toContainText('avec Inès Fontaine');

  // The next month: its first day is chosen, with its programmes (Wednesday 6 January has four).
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(page.getByRole('heading', { name: /janvier 2027/i, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'vendredi 1 janvier 2027', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'mercredi 6 janvier 2027', exact: true }).click();
  await expect(agenda(page).getByRole('listitem')).toHaveCount(4);
});

test("in November's grid on a phone, 26–31 October are dimmed and each day button is named in words", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install({ time: parisInstant('2026-11-25', 12 * 3600) });
  await page.route('**/api/schedule/shows', (route) => route.fulfill({ json: PROGRAMMES }));
  await page.goto('/programme-calendrier');
  // Not the grid's letters ('M', 'MERCREDI' in capitals): the weekday, the day and the month in full.
  const today = page.getByRole('button', { name: 'mercredi 25 novembre 2026', exact: true });
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'mercredi 28 octobre 2026', exact: true })).toBeVisible();

  const look = (day: string) =>
    dayCell(page, day).evaluate((cell) => {
      const number = getComputedStyle(cell.querySelector('.month-day__number')!);
      const dots = cell.querySelector('.month-day__dots');
      return { weight: Number(number.fontWeight), color: number.color, dots: dots ? Number(getComputedStyle(dots).opacity) : null };
    });
  // Wednesday 28 October (shows, so dots) against Wednesday 4 November.
  const outside = await look('2026-10-28');
  const inside = await look('2026-11-04');
  expect(inside.dots).toBe(1);
  expect(outside.dots).toBeLessThanOrEqual(0.5);
  expect(outside.weight).toBeLessThan(inside.weight);
  expect(outside.color).not.toBe(inside.color);
  // The first and last outside days look the same as the 28th.
  for (const day of ['2026-10-26', '2026-10-31']) {
    const { weight, color } = await look(day);
    expect({ weight, color }).toEqual({ weight: outside.weight, color: outside.color });
  }
});
