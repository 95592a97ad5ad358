// 'Minuteur'. With Playwright's clock (page.clock: the page's Date and timers, not the
// audio itself), minutes pass in a moment: the sound fades over the last 10 s, then the player
// pauses as the listener's own pause does and stays paused; the timer survives navigation; 'Fin de
// l'émission' stops at the end of the programme on air.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AUDIO, audioReport, expectAudioPlaying, invokeMediaAction, leavePlayer, playerBar, recordMediaSessionHandlers, watchAudio } from './player-helpers.ts';

const audioVolume = (page: Page) => page.evaluate((selector) => (document.querySelector(selector) as HTMLAudioElement).volume, AUDIO);

async function playLiveWithClock(page: Page) {
  await recordMediaSessionHandlers(page);
  await page.clock.install();
  await page.goto('/');
  await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  // From here the page's time moves only when the test says (the audio plays on in real time).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

async function chooseTimer(page: Page, choice: string) {
  const bar = playerBar(page);
  // 'Minuteur', or 'Minuteur : 29:59 restantes' while one runs.
  await bar.getByRole('button', { name: /^Minuteur/ }).click();
  const option = bar.getByRole('button', { name: choice, exact: true });
  await expect(option).toBeEnabled();
  await option.click();
}

test.afterEach(async ({ page }) => leavePlayer(page));
// Long stretches jump (fastForward: each due timer fires once, as after a phone's sleep); the last
// seconds run tick by tick (runFor), where the fade happens.
test.setTimeout(60_000);

test('the timer survives navigation, fades the sound over the last 10 s, then pauses for good', async ({ page }) => {
  await playLiveWithClock(page);
  await chooseTimer(page, '15 min');
  const left = playerBar(page).getByTestId('sleep-timer-left');
  await expect(left).toHaveText('15:00');

  // Another page of the app: the same player, the same timer.
  await page.getByRole('navigation').getByRole('link', { name: 'Actualités', exact: true }).first().click();
  await expect(page).toHaveURL(/\/actualites$/);
  await watchAudio(page);
  await page.clock.fastForward(10 * 60_000);
  await expect(left).toHaveText('5:00');
  expect((await audioReport(page)).seen.pause).toBe(0);

  // Five seconds before the end: still playing, at about half the volume.
  const full = await audioVolume(page);
  await page.clock.fastForward(5 * 60_000 - 6_000);
  await page.clock.runFor(1_000);
  const fading = await audioVolume(page);
  expect(fading).toBeCloseTo(full * 0.5, 2);
  expect((await audioReport(page)).paused).toBe(false);

  // The end: paused like the listener's own pause, the volume back for next time, the timer gone.
  await page.clock.runFor(6_000);
  await expect(playerBar(page).getByRole('button', { name: 'Lecture' })).toBeVisible();
  await expect(left).toHaveCount(0);
  expect((await audioReport(page)).paused).toBe(true);
  expect(await audioVolume(page)).toBeCloseTo(full, 5);
  await expect(playerBar(page).getByTestId('player-subtitle')).toHaveText('Radio en pause');

  // No reconnection afterwards, however long the night.
  await page.clock.fastForward(5 * 60_000);
  await page.clock.runFor(2_000);
  const after = await audioReport(page);
  expect(after.paused).toBe(true);
  expect(after.seen.play).toBe(0);

  // The lock screen still works: its play starts the live stream again.
  await invokeMediaAction(page, 'play');
  await expectAudioPlaying(page);
});

test('the timer can be cancelled, and the stream keeps playing', async ({ page }) => {
  await playLiveWithClock(page);
  await chooseTimer(page, '30 min');
  await expect(playerBar(page).getByTestId('sleep-timer-left')).toBeVisible();
  await chooseTimer(page, 'Annuler le minuteur');
  await expect(playerBar(page).getByTestId('sleep-timer-left')).toHaveCount(0);
  await watchAudio(page);
  await page.clock.fastForward(31 * 60_000);
  await page.clock.runFor(1_000);
  expect((await audioReport(page)).seen.pause).toBe(0);
  await expectAudioPlaying(page);
});

test("'Fin de l'émission' pauses at the end of the programme on air", async ({ page, request }) => {
  // A one-off programme on air now, ending in 20 minutes (Paris time), whatever the hour of the run:
  // worked out on the instant and kept within today, since a time of day wraps around midnight
  // (a run at 00:02 started it at 23:57, after its end).
  const title = 'Minuteur : émission de test';
  const paris = "(now() at time zone 'Europe/Paris')";
  const inserted = await request.post('/api/__test/sql', {
    data: {
      statement: `insert into programmes (title, start_time, end_time, specific_date, days)
        values ('${title.replace(/'/g, "''")}', greatest(${paris} - interval '5 minutes', date_trunc('day', ${paris}))::time,
        least(${paris} + interval '20 minutes', date_trunc('day', ${paris}) + interval '23 hours 59 minutes')::time,
        ${paris}::date, '{}')`,
    },
  });
  expect(inserted.ok()).toBe(true);
  // Removed afterwards: other tests (the home's 'En direct' card) read what is on air today.
  try {
    await playLiveWithClock(page);
    const onAir = await page.evaluate(async () => (await (await fetch('/api/live/now-playing')).json()).programme);
    expect(onAir.title).toBe(title);
    const endsAt = Date.parse(onAir.ends_at);
    await chooseTimer(page, "Fin de l'émission");
    await watchAudio(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(endsAt - now - 4_000);
    await page.clock.runFor(1_000);
    expect((await audioReport(page)).paused).toBe(false);
    await page.clock.runFor(4_000);
    await expect(playerBar(page).getByRole('button', { name: 'Lecture' })).toBeVisible();
    expect((await audioReport(page)).paused).toBe(true);
  } finally {
    await request.post('/api/__test/sql', { data: { statement: `delete from programmes where title = '${title.replace(/'/g, "''")}'` } });
  }
});
