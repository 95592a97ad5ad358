// An HLS live stream (STREAM_URL ending in .m3u8), made by ffmpeg in the test, plays through the one
// player with hls.js wherever Media Source Extensions exist (this Chromium as it is, though it has
// native HLS: its own player hides the live window) and natively where they do not (MediaSource
// taken away, as on an iPhone): both play, both show 'Déconnecté' through a 10 s stall of the
// server and reconnect by themselves. A stream with a time window offers 30 s back, again and
// again, and 'Revenir au direct', in Chromium as it is; on the smallest window (60 s) the second 30 s back
// stays a minute back while the window slides on.
import type { Page } from '@playwright/test';
import { type HlsServer, startHlsServer } from './hls-helpers.ts';
import { type AppServer, startAppServer } from './icecast-helpers.ts';
import { expect, test } from './fixtures.ts';
import { audioReport, expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

const HLS_PORT = Number(process.env.HLS_TEST_PORT ?? 3296);
const APP_PORT = HLS_PORT + 1;

test.describe.configure({ mode: 'serial' });

let hls: HlsServer;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  hls = await startHlsServer(HLS_PORT);
  app = await startAppServer(APP_PORT, { STREAM_URL: hls.url });
});

test.afterAll(async () => {
  app?.stop();
  await hls?.stop();
});

test.afterEach(async ({ page }) => {
  hls.down = false;
  hls.mode = 'live';
  await leavePlayer(page);
});

/** A browser without Media Source Extensions (an iPhone): only its native HLS can play. */
const withoutMediaSource = (page: Page) =>
  page.addInitScript(() => {
    delete (window as { MediaSource?: unknown }).MediaSource;
    delete (window as { ManagedMediaSource?: unknown }).ManagedMediaSource;
  });

for (const engine of ['native', 'hls.js'] as const) {
  test(`${engine}: plays the HLS live stream, shows 'Déconnecté' through a 10 s stall and reconnects by itself`, async ({ page }) => {
    test.setTimeout(90_000);
    if (engine === 'native') await withoutMediaSource(page);
    await page.goto(`${app.url}/`);
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Lecture' }).click();
    await expectAudioPlaying(page);
    const source = (await audioReport(page)).src;
    // hls.js feeds the element through Media Source Extensions (a blob: address); native plays the URL.
    if (engine === 'hls.js') expect(source).toMatch(/^blob:/);
    else expect(source).toBe(hls.url);

    hls.down = true;
    const downAt = Date.now();
    await expect(bar.getByRole('img', { name: 'Déconnecté' })).toBeVisible({ timeout: 20_000 });
    await expect(bar.getByTestId('player-subtitle')).toHaveText('Reconnexion…');
    await expect.poll(() => Date.now() - downAt, { timeout: 15_000, intervals: [500] }).toBeGreaterThan(10_000);

    hls.down = false;
    await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible({ timeout: 30_000 });
    await expectAudioPlaying(page);
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });
}

test('a live window (DVR) in Chromium as it is: 30 s back, 30 s more, then back to the live edge', async ({ page }) => {
  hls.mode = 'dvr';
  await page.goto(`${app.url}/`);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  const rewind = bar.getByRole('button', { name: 'Reculer de 30 secondes' });
  await expect(rewind).toBeVisible({ timeout: 20_000 });
  await expect(bar.getByRole('button', { name: 'Revenir au direct' })).toBeHidden();
  const before = (await audioReport(page)).currentTime;
  await rewind.click();
  await expect.poll(async () => (await audioReport(page)).currentTime).toBeLessThan(before - 20);
  await expectAudioPlaying(page);
  // A second rewind goes 30 s further back, not to the live edge.
  const once = (await audioReport(page)).currentTime;
  await rewind.click();
  await expect.poll(async () => (await audioReport(page)).currentTime).toBeLessThan(once - 20);
  await expectAudioPlaying(page);
  await bar.getByRole('button', { name: 'Revenir au direct' }).click();
  await expect(bar.getByRole('button', { name: 'Revenir au direct' })).toBeHidden();
  expect((await audioReport(page)).currentTime).toBeGreaterThan(before - 5);
});

test('the smallest live window the app accepts (60 s): two rewinds land a minute back, never at the live edge', async ({ page }) => {
  test.setTimeout(60_000);
  hls.mode = 'window60';
  await page.goto(`${app.url}/`);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  const rewind = bar.getByRole('button', { name: 'Reculer de 30 secondes' });
  await expect(rewind).toBeVisible({ timeout: 20_000 });
  const behindLive = () =>
    page.evaluate(() => {
      const audio = document.querySelector('#station-audio') as HTMLAudioElement;
      return audio.seekable.end(audio.seekable.length - 1) - audio.currentTime;
    });
  const atEdge = await behindLive();
  await rewind.click();
  await expect.poll(behindLive).toBeGreaterThan(atEdge + 20);
  await expectAudioPlaying(page);
  await rewind.click();
  // As far back as the window allows: about a minute behind the live edge.
  await expect.poll(behindLive).toBeGreaterThan(40);
  // It plays on from there for several seconds, while the window slides on by segments, and stays back.
  const landed = (await audioReport(page)).currentTime;
  await expect.poll(async () => (await audioReport(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(landed + 6);
  expect(await behindLive()).toBeGreaterThan(40);
  await expect(bar.getByRole('button', { name: 'Revenir au direct' })).toBeVisible();
});
