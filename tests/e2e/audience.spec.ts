// An admin opens 'Audience' from the admin panel on a phone and on a
// desktop, sees the charts (uPlot's canvases) and their tables, and takes a table away as CSV; a
// listener and a moderator are refused by the API (403) and see no link to it.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { AUDIO, expectAudioPlaying, leavePlayer } from './player-helpers.ts';

const SHOTS = process.env.AUDIENCE_SHOTS;

/** A day of samples and a week of hours, as the minute job would have left them (counts only). */
async function seedAudience(request: APIRequestContext) {
  const statements = [
    `delete from audience_minutes; delete from audience_hours; delete from audience_plays; delete from audience_vote_hours`,
    `insert into audience_minutes (minute, listeners, programme_id, programme_title)
       select m, greatest(0, round(6 + 5 * sin(extract(epoch from m) / 7200)))::int,
         case when extract(hour from m at time zone 'Europe/Paris')::int % 6 < 2 then p.id end,
         case when extract(hour from m at time zone 'Europe/Paris')::int % 6 < 2 then p.title end
       from generate_series(date_trunc('minute', now()) - interval '24 hours', date_trunc('minute', now()) - interval '1 minute', interval '1 minute') m,
         (select id, title from programmes order by id limit 1) p`,
    `insert into audience_hours (hour, programme_id, programme_title, samples, listeners_sum, listeners_peak)
       select date_trunc('hour', minute), coalesce(programme_id, 0), max(programme_title), count(*), sum(listeners), max(listeners)
       from audience_minutes group by 1, 2`,
    `insert into audience_plays (day, kind, item_id, title, started, listened)
       select (now() at time zone 'Europe/Paris')::date, 'mix', mixid, titre, 20 - mixid, 10 - mixid from mixes where mixid <= 5`,
    `insert into audience_vote_hours (hour, concours_id, concours_title, free_votes, premium_votes)
       select h, c.concoursid, c.nom_concours, (extract(hour from h)::int % 5) + 1, extract(hour from h)::int % 3
       from generate_series(date_trunc('hour', now()) - interval '20 hours', date_trunc('hour', now()), interval '1 hour') h,
         (select concoursid, nom_concours from concours order by concoursid limit 1) c`,
  ];
  for (const statement of statements) expect((await request.post('/api/__test/sql', { data: { statement } })).ok()).toBe(true);
}

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`an admin on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test("opens 'Audience' from the admin panel, sees the charts and exports a table", async ({ page, request, baseURL }) => {
      await seedAudience(request);
      await signIn(page, baseURL!, ADMIN.email, ADMIN.password);
      await page.goto('/admin-panel');
      await page.getByRole('link', { name: /Audience/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();

      // The listeners chart (uPlot draws on a canvas) and its table, folded, with its rows.
      const listeners = page.getByRole('img', { name: 'Auditeurs du direct sur 24 heures' });
      await expect(listeners.locator('canvas')).toBeVisible();
      expect((await listeners.locator('canvas').boundingBox())!.width).toBeGreaterThan(device.viewport.width / 2);
      await expect(page.getByRole('img', { name: /Votes gratuits et premium/ }).locator('canvas')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Mixes et replays' }).getByRole('row')).toHaveCount(6);
      await expect(page.getByText(/Voir le tableau \(14\d\d lignes\)/)).toBeVisible();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter « Mixes et replays » en CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('audience-ecoutes-24h.csv');
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('\uFEFFTitre;Type;Lancés;Écoutés 30 s et plus');
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(6);

      // Seven days: hourly averages and peaks.
      await page.getByRole('button', { name: '7 jours' }).click();
      await expect(page.getByRole('img', { name: 'Auditeurs du direct sur 7 jours' }).locator('canvas')).toBeVisible();
      if (SHOTS) {
        await page.getByRole('button', { name: '24 heures' }).click();
        await expect(listeners.locator('canvas')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/audience-${device.name}-dark.png`, fullPage: true });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
        await page.screenshot({ path: `${SHOTS}/audience-${device.name}-light.png`, fullPage: true });
      }
    });
  });
}

for (const who of [
  { role: 'listener', email: 'lea.martin@example.org' },
  { role: 'moderator', email: 'sophie.laurent@example.org' },
]) {
  test(`a ${who.role} is refused 'Audience' and sees no link to it`, async ({ page, baseURL }) => {
    await signIn(page, baseURL!, who.email, DEMO_PASSWORD);
    expect((await page.request.get('/api/audience')).status()).toBe(403);
    await page.goto('/admin-panel/audience');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Audience/ })).toHaveCount(0);
  });
}

test("a mix started in the player counts in the day's plays; 16 seconds of it never count as listened", async ({ page, request }) => {
  const playsOf = async (mixid: number) => {
    const response = await request.post('/api/__test/sql', {
      data: { statement: `select started, listened from audience_plays where kind = 'mix' and item_id = ${mixid} and day = (now() at time zone 'Europe/Paris')::date` },
    });
    const { rows } = (await response.json()) as { rows: { started: number; listened: number }[] };
    return rows[0] ?? { started: 0, listened: 0 };
  };
  const mix = (await (await request.get('/api/mixes/4')).json()) as { mixid: number; titre: string };
  const before = await playsOf(mix.mixid);
  test.setTimeout(60_000);
  await page.goto('/mixes');
  // The player's element is in the page once the app has taken over.
  await page.locator(AUDIO).waitFor({ state: 'attached' });
  // The end is an event: the queue may load the next mix right after it.
  await page.evaluate((selector) => {
    const audio = document.querySelector(selector) as HTMLAudioElement;
    audio.addEventListener('ended', () => Object.assign(window, { __mixEnded: true }), { once: true });
  }, AUDIO);
  await page.locator(`#nos-mixes-${mix.mixid}`).getByRole('button', { name: `Écouter ${mix.titre}` }).click();
  await expectAudioPlaying(page);
  await expect.poll(async () => (await playsOf(mix.mixid)).started).toBe(before.started + 1);
  // The demo mix lasts 16 s: played to its end, it stays short of the 30 s of a listen.
  await page.waitForFunction(() => (window as unknown as { __mixEnded?: boolean }).__mixEnded === true, undefined, { timeout: 40_000 });
  expect(await playsOf(mix.mixid)).toEqual({ started: before.started + 1, listened: before.listened });
  await leavePlayer(page);
});
