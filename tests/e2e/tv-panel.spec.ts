// 'Streaming TV' : the demo HLS channel served by
// the app plays in Chromium, natively or through hls.js, and one sound plays at a time.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AUDIO, expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

const videoTime = (page: Page) => page.getByTestId('tv-video').evaluate((video: HTMLVideoElement) => video.currentTime);
const videoPaused = (page: Page) => page.getByTestId('tv-video').evaluate((video: HTMLVideoElement) => video.paused);
const radioPaused = (page: Page) => page.evaluate((selector) => (document.querySelector(selector) as HTMLAudioElement).paused, AUDIO);

async function openDemoChannel(page: Page) {
  const panel = page.locator('#tv');
  await expect(panel.getByRole('button', { name: /Streaming TV/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('1 chaîne(s) disponible(s)')).toBeVisible();
  await expect(panel.getByText('1 EN DIRECT')).toBeVisible();
  await expect(panel.getByText('LIVE', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: /^Regarder / }).click();
  // The video's clock moves: the channel really plays.
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
}

test('the demo channel plays, pauses the radio, and the radio pauses it', async ({ page }) => {
  await page.goto('/');
  await page.locator('#hero').getByRole('button', { name: 'Écouter en Direct' }).click();
  await expectAudioPlaying(page);

  await openDemoChannel(page);
  await expect.poll(() => radioPaused(page)).toBe(true);
  await expect(playerBar(page).getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);

  await page.locator('#hero').getByRole('button', { name: 'Écouter en Direct' }).click();
  await expect.poll(() => videoPaused(page)).toBe(true);
  await expectAudioPlaying(page);
  await leavePlayer(page);
});

test('a browser without native HLS plays the channel through hls.js, loaded only then', async ({ page }) => {
  // Answer 'no' to the native HLS question, as Firefox or an older Chrome would.
  await page.addInitScript(() => {
    const native = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : native.call(this, type);
    };
  });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/');
  await expect(page.locator('#tv').getByRole('button', { name: /^Regarder / })).toBeVisible();
  expect(scripts.some((url) => /\/hls-[^/]+\.js$/.test(url))).toBe(false);

  await openDemoChannel(page);
  expect(scripts.some((url) => /\/hls-[^/]+\.js$/.test(url))).toBe(true);
  const video = page.getByTestId('tv-video');
  await expect(video).toHaveAttribute('data-engine', 'hls.js');
  // Media Source Extensions: the element plays a blob, not the playlist's address.
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
});

/** The server renders the home from its own channel list: it is changed there, and put back after. */
async function withChannelsTable(request: APIRequestContext, change: string[], restore: string[], run: () => Promise<void>) {
  const runSql = async (statements: string[]) => {
    for (const statement of statements) expect((await request.post('/api/__test/sql', { data: { statement } })).ok(), statement).toBe(true);
  };
  await runSql(change);
  try {
    await run();
  } finally {
    await runSql(restore);
  }
}

test('the panel folds, and says so when there is no channel', async ({ page, request }) => {
  await withChannelsTable(
    request,
    ['create table tv_streams_kept as select * from tv_streams', 'delete from tv_streams'],
    ['insert into tv_streams overriding system value select * from tv_streams_kept', 'drop table tv_streams_kept'],
    async () => {
      await page.goto('/');
      const panel = page.locator('#tv');
      await expect(panel.getByText('Flux TV non disponible')).toBeVisible();
      await expect(panel.getByText('Le flux TV est temporairement indisponible')).toBeVisible();
      await panel.getByRole('button', { name: /Streaming TV/ }).click();
      await expect(panel.getByText('Flux TV non disponible')).toBeHidden();
    },
  );
});

test('a failed channel list shows the French error', async ({ page, context, request }) => {
  // The list fails on the server too (the home is then left to the browser), and the context's route
  // answers the browser and the service worker, which refreshes the lists itself.
  await context.route('**/api/tv-streams', (route) => route.fulfill({ status: 500, json: { error: 'Erreur interne' } }));
  await withChannelsTable(request, ['alter table tv_streams rename to tv_streams_away'], ['alter table tv_streams_away rename to tv_streams'], async () => {
    await page.goto('/');
    await expect(page.locator('#tv').getByText('Erreur lors du chargement des flux TV')).toBeVisible({ timeout: 15_000 });
  });
});
