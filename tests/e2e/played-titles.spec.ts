// The 'Titres diffusés' page. The titles with their times under their programme, the
// time picker ('Qu'est-ce qui passait à 8 h 15 ?'), the music services' links, the sheet from the
// player bar, and offline the last copy with its date.
import { expect, test } from './fixtures.ts';
import { playerBar } from './player-helpers.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

const parisDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offsetDays * 86_400_000));

test.beforeAll(async ({ request }) => {
  const yesterday = parisDay(-1);
  const at = (time: string) => `(timestamp '${yesterday} ${time}' at time zone 'Europe/Paris')`;
  const inserted = await request.post('/api/__test/sql', {
    data: {
      statement: `insert into played_titles (title, played_at, programme_title, programme_host) values
        ('Nina Rose - Lumières du port', ${at('08:02')}, 'Matinale Électro', 'Hugo Bernard'),
        ('Kael - Ligne 11', ${at('08:11')}, 'Matinale Électro', 'Hugo Bernard'),
        ('Sacha B - Marée basse', ${at('08:19')}, 'Matinale Électro', 'Hugo Bernard')`,
    },
  });
  expect(inserted.ok()).toBe(true);
});

test("'Qu'est-ce qui passait à 8 h 15 ?' answers with yesterday's title, its programme and its search links", async ({ page }) => {
  await page.goto('/titres-diffuses');
  await expect(page.getByRole('heading', { name: 'Titres diffusés', level: 1 })).toBeVisible();
  await expect(page.getByText("Qu'est-ce qui passait à 8 h 15 ?")).toBeVisible();
  await page.getByRole('combobox', { name: 'Jour' }).selectOption({ label: 'Hier' });
  await page.getByRole('textbox', { name: 'Heure' }).fill('08:15');
  await page.getByRole('button', { name: 'Voir' }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}&time=08%3A15|time=08:15/);
  await expect(page.getByTestId('played-title-at')).toHaveText('Kael - Ligne 11');
  const matinale = page.getByRole('region', { name: 'Matinale Électro' });
  await expect(matinale.getByTestId('played-title')).toHaveText([/08:19.*Sacha B - Marée basse/, /08:11.*Kael - Ligne 11/, /08:02.*Nina Rose - Lumières du port/]);
  await expect(matinale.getByRole('link', { name: 'Deezer : chercher « Kael - Ligne 11 »' })).toHaveAttribute('href', 'https://www.deezer.com/search/Kael%20-%20Ligne%2011');
  await expect(matinale.getByRole('link', { name: 'YouTube Music : chercher « Kael - Ligne 11 »' })).toHaveAttribute('href', 'https://music.youtube.com/search?q=Kael%20-%20Ligne%2011');
});

test("the player bar's sheet lists the last titles and opens the page without a reload", async ({ page }) => {
  await page.goto('/');
  await playerBar(page).getByRole('button', { name: 'Titres diffusés' }).click();
  const sheet = page.getByRole('dialog', { name: 'Titres diffusés' });
  await expect(sheet.getByTestId('played-title').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await sheet.getByRole('link', { name: 'Tous les titres et la recherche par heure' }).click();
  await expect(page).toHaveURL(/\/titres-diffuses$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('offline, the last copy shows with its date', async ({ page, context }) => {
  await page.goto('/titres-diffuses');
  await expect(page.getByTestId('played-title').first()).toBeVisible();
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('played-title').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Hors ligne : copie du \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByTestId('played-title').first()).toBeVisible();
  await context.setOffline(false);
});
