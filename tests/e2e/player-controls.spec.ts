import { expect, test } from './fixtures.ts';
import { AUDIO, expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

test.afterEach(async ({ page }) => leavePlayer(page));

const audioVolume = (page: import('@playwright/test').Page) =>
  page.locator(AUDIO).evaluate((audio: HTMLAudioElement) => ({ volume: Math.round(audio.volume * 100), muted: audio.muted }));

test('paused, the bar shows a rotating tagline and "Radio en pause"; playing, "RIEN QUE DE LIVE" and the programme', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/');
  const bar = playerBar(page);
  await expect(bar.getByTestId('player-title')).toHaveText('Live Music & Cool Beats');
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Radio en pause');
  await expect(bar.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Lecture' })).toHaveCSS('background-color', 'rgb(224, 17, 109)');
  // HH:mm, Paris time.
  await expect(bar.locator('time')).toHaveText(/^\d{2}:\d{2}$/);

  // Every 45 s another of the 8 taglines.
  await page.clock.runFor(45_000);
  await expect(bar.getByTestId('player-title')).not.toHaveText('Live Music & Cool Beats');
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Radio en pause');

  await page.clock.resume();
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expect(bar.getByTestId('player-title')).toHaveText('RIEN QUE DE LIVE');
  const playButton = bar.getByRole('button', { name: 'Pause', exact: true });
  await expect(playButton).toHaveCSS('background-color', 'rgb(30, 215, 96)');
  await expect(playButton).toHaveCSS('animation-name', 'live-pulse');
  // The track when there is one (the demo stream names its own), else the programme.
  await expect
    .poll(async () => {
      const now = await (await request.get('/api/live/now-playing')).json();
      return (await bar.getByTestId('player-subtitle').textContent())?.includes(now.track ?? now.programme?.title ?? '');
    })
    .toBe(true);
  // Announced politely to screen readers.
  const announcer = bar.getByTestId('player-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(/^En direct/);
});

test('volume: 80 by default, keyboard slider, 0 mutes, above 0 unmutes, the mute button toggles, kept across visits', async ({ page }) => {
  await page.goto('/');
  const bar = playerBar(page);
  const slider = bar.getByRole('slider', { name: 'Volume' });
  await expect(slider).toHaveValue('80');
  await expect(slider).toHaveAttribute('aria-valuetext', '80 %');

  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('78');
  expect(await audioVolume(page)).toEqual({ volume: 78, muted: false });

  await slider.fill('0');
  await expect(bar.getByRole('button', { name: 'Rétablir le son' })).toBeVisible();
  expect((await audioVolume(page)).muted).toBe(true);
  await slider.fill('35');
  await expect(bar.getByRole('button', { name: 'Couper le son' })).toBeVisible();
  expect(await audioVolume(page)).toEqual({ volume: 35, muted: false });

  await bar.getByRole('button', { name: 'Couper le son' }).click();
  expect((await audioVolume(page)).muted).toBe(true);
  await expect(slider).toHaveValue('0');
  await bar.getByRole('button', { name: 'Rétablir le son' }).click();
  await expect(slider).toHaveValue('35');
  expect(await audioVolume(page)).toEqual({ volume: 35, muted: false });

  await page.reload();
  await expect(playerBar(page).getByRole('slider', { name: 'Volume' })).toHaveValue('35');
  expect(await audioVolume(page)).toEqual({ volume: 35, muted: false });
});

test('every control has a French name; space toggles playback when the focus is on the bar', async ({ page }) => {
  await page.goto('/actualites');
  const bar = playerBar(page);
  for (const name of ['Lecture', 'Couper le son']) await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(bar.getByRole('slider', { name: 'Volume' })).toBeVisible();
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();

  await bar.focus();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expectAudioPlaying(page);
  // From the volume slider too.
  await bar.getByRole('slider', { name: 'Volume' }).focus();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Lecture' })).toBeVisible();
  expect(await page.locator(AUDIO).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  // On the play button, space presses it once (not twice).
  await bar.getByRole('button', { name: 'Lecture' }).focus();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // The page still scrolls with space elsewhere: the bar does not steal it.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
});
