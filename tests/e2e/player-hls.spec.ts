// An HLS live stream (STREAM_URL ending in .m3u8), made by ffmpeg in the test, plays through the one
// player natively (this Chromium has native HLS) and through hls.js (the native check made to answer
// no, as in browsers without it): both play, both show 'Déconnecté' through a 10 s stall of the
// server and reconnect by themselves. A stream with a time window offers 30 s back and 'Revenir au direct'.
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

/** Makes the element's native HLS check answer no: the app must then load hls.js. */
const withoutNativeHls = (page: Page) =>
  page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });

for (const engine of ['native', 'hls.js'] as const) {
  test(`${engine}: plays the HLS live stream, shows 'Déconnecté' through a 10 s stall and reconnects by itself`, async ({ page }) => {
    test.setTimeout(90_000);
    if (engine === 'hls.js') await withoutNativeHls(page);
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

test('a live window (DVR): 30 s back, then back to the live edge', async ({ page }) => {
  hls.mode = 'dvr';
  await withoutNativeHls(page);
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
  await bar.getByRole('button', { name: 'Revenir au direct' }).click();
  await expect(bar.getByRole('button', { name: 'Revenir au direct' })).toBeHidden();
  expect((await audioReport(page)).currentTime).toBeGreaterThan(before - 5);
});
