import type { Page } from '@playwright/test';
import type { Mix } from '@station/shared';
import { expect, test } from './fixtures.ts';
import {
  AUDIO,
  audioReport,
  currentTime,
  expectAudioPlaying,
  invokeMediaAction,
  leavePlayer,
  playerBar,
  recordMediaSessionHandlers,
  registeredMediaActions,
} from './player-helpers.ts';

test.afterEach(async ({ page }) => leavePlayer(page));

const readMix = async (page: Page, mixid: number): Promise<Mix> => (await page.request.get(`/api/mixes/${mixid}`)).json();

test('starting a mix stops the live stream; its listen counts once, its current listener leaves on pause and switch', async ({ page }) => {
  const mix = await readMix(page, 4); // 'Deep House Sunset', on /mixes
  await page.goto('/mixes');
  const header = page.getByRole('banner');
  const bar = playerBar(page);
  await header.getByRole('button', { name: 'Écouter en Direct' }).click();
  await expectAudioPlaying(page);
  expect((await audioReport(page)).src).toContain('/api/live/stream');

  const card = page.locator(`#nos-mixes-${mix.mixid}`);
  await expect(card).toContainText(`${mix.total_listens} écoute`);
  await card.getByRole('button', { name: `Écouter ${mix.titre}` }).click();
  // The live stream stopped: the same player plays the mix now.
  await expect(header.getByRole('button', { name: 'Écouter en Direct' })).toBeVisible();
  await expect(bar.getByTestId('player-title')).toHaveText(mix.titre);
  await expect(bar.getByTestId('player-subtitle')).toHaveText(`${mix.animateur_prenom} ${mix.animateur_nom}`);
  await expect(bar.getByText('MIX', { exact: true })).toBeVisible();
  await expectAudioPlaying(page);
  const report = await audioReport(page);
  expect(report.src).toContain(`/musics/MixDJ/${mix.mp3_url}`);
  expect(report.count).toBe(1);

  // The card shows the new count; the server counted one listen and one current listener.
  await expect(card).toContainText(`${mix.total_listens + 1} écoute`);
  await expect.poll(async () => (await readMix(page, mix.mixid)).current_listeners).toBe(mix.current_listeners + 1);
  expect((await readMix(page, mix.mixid)).total_listens).toBe(mix.total_listens + 1);

  // Pause: the current listener leaves. Play again: same page session, no second listen.
  await card.getByRole('button', { name: `Mettre en pause ${mix.titre}` }).click();
  await expect.poll(async () => (await readMix(page, mix.mixid)).current_listeners).toBe(mix.current_listeners);
  // A listen is reported from the 'playing' event itself: once the mix plays again, a second report
  // would already have left the page.
  const reportsAgain: string[] = [];
  page.on('request', (request) => request.url().endsWith(`/api/mixes/${mix.mixid}/listen`) && reportsAgain.push(request.method()));
  await card.getByRole('button', { name: `Écouter ${mix.titre}` }).click();
  await expectAudioPlaying(page);
  expect(reportsAgain).toEqual([]);
  expect((await readMix(page, mix.mixid)).total_listens).toBe(mix.total_listens + 1);
  await expect(card).toContainText(`${mix.total_listens + 1} écoute`);

  // Back to the live stream: the mix stops.
  await header.getByRole('button', { name: 'Écouter en Direct' }).click();
  await expect(bar.getByTestId('player-title')).toHaveText('RIEN QUE DE LIVE');
  await expect(card.getByRole('button', { name: `Écouter ${mix.titre}` })).toBeVisible();
  await expectAudioPlaying(page);
  expect((await audioReport(page)).src).toContain('/api/live/stream');
  const after = await readMix(page, mix.mixid);
  expect(after.total_listens).toBe(mix.total_listens + 1);
  expect(after.current_listeners).toBe(mix.current_listeners);
});

test('a mix seeks from the lock screen, the bar and its card; times read m:ss; audio answers byte ranges', async ({ page }) => {
  await recordMediaSessionHandlers(page);
  const ranges: number[] = [];
  page.on('response', (response) => response.url().includes('/musics/MixDJ/') && ranges.push(response.status()));
  const mix = await readMix(page, 6); // 16 s demo recording
  await page.goto('/mixes');
  const card = page.locator(`#nos-mixes-${mix.mixid}`);
  await card.getByRole('button', { name: `Écouter ${mix.titre}` }).click();
  await expectAudioPlaying(page);
  const bar = playerBar(page);
  await expect(bar.getByTestId('player-times')).toHaveText(/^0:0\d \/ 0:16$/);
  expect(ranges).toContain(206);

  expect(await registeredMediaActions(page)).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto', 'stop']);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(mix.titre);

  const invoke = (action: string, details: object) => invokeMediaAction(page, action, details);
  await invoke('seekto', { seekTime: 12 });
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(12);
  await expect(bar.getByTestId('player-times')).toHaveText(/^0:1[2-5] \/ 0:16$/);
  await invoke('seekbackward', { seekOffset: 10 });
  await expect.poll(() => currentTime(page)).toBeLessThan(6);

  // The bar's slider is keyboard operable: End goes to the end, Home back to the start.
  const slider = bar.getByRole('slider', { name: 'Position de lecture' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => currentTime(page)).toBeLessThan(1.5);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(3);
  // The card shows the same position.
  await expect(card.getByRole('slider', { name: `Position de lecture de ${mix.titre}` })).toBeVisible();
  await expect(card.getByText('0:16', { exact: true })).toBeVisible();

  // Played to its end, it goes back to its start, paused (it resets on finish).
  await invoke('seekto', { seekTime: 15 });
  await expect(bar.getByRole('button', { name: 'Lecture' })).toBeVisible({ timeout: 5_000 });
  await expect(bar.getByTestId('player-times')).toHaveText('0:00 / 0:16');
  expect(await page.locator(AUDIO).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
});

test('emission replays play in the same player, one at a time', async ({ page }) => {
  await page.goto('/emissions');
  const card = page.locator('[id="1"]'); // 'Le Grand Direct': a main recording and two replays
  const bar = playerBar(page);
  await card.getByRole('button', { name: 'Écouter Le Grand Direct', exact: true }).click();
  await expectAudioPlaying(page);
  await expect(bar.getByTestId('player-title')).toHaveText('Le Grand Direct');
  await expect(bar.getByText('REDIFFUSION', { exact: true })).toBeVisible();
  expect((await audioReport(page)).src).toContain('/Audioemission/le-grand-direct.mp3');
  await expect(card.getByRole('button', { name: 'Mettre en pause Le Grand Direct', exact: true })).toBeVisible();

  // The extra recordings are in the card's drawer ('Voir plus de détails').
  await card.getByRole('button', { name: 'Voir plus de détails' }).click();
  const drawer = page.getByRole('dialog', { name: 'Le Grand Direct' });
  const replays = drawer.getByRole('list', { name: 'Enregistrements de Le Grand Direct' });
  const replay = replays.getByRole('button', { name: /^Écouter Le Grand Direct du / }).first();
  const replayName = (await replay.getAttribute('aria-label'))!.replace('Écouter ', '');
  await replay.click();
  await expectAudioPlaying(page);
  await expect(bar.getByTestId('player-title')).toHaveText(replayName.replace(' du ', ' · '));
  expect((await audioReport(page)).src).toMatch(/\/Audioemission\/le-grand-direct_\d{4}-\d{2}-\d{2}\.mp3$/);
  // Only the replay playing shows 'Pause'.
  await expect(replays.getByRole('button', { name: `Mettre en pause ${replayName}` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Fermer' }).click();
  await expect(card.getByRole('button', { name: 'Écouter Le Grand Direct', exact: true })).toBeVisible();

  // 'Afro Vibes' has no recording and a date ahead: nothing to play, 'À venir'.
  const upcoming = page.locator('[id="4"]');
  await expect(upcoming.getByRole('button', { name: 'À venir' })).toBeDisabled();
  await expect(upcoming.getByRole('button', { name: /^Écouter/ })).toHaveCount(0);
});
