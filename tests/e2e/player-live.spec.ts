import type { NowPlaying, StationConfig } from '@station/shared';
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
  watchAudio,
} from './player-helpers.ts';

test.afterEach(async ({ page }) => leavePlayer(page));

test('the live stream plays on through links, history and a theme change: one <audio>, never paused or reloaded', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const bar = playerBar(page);
  const header = page.getByRole('banner');
  const heading = page.getByRole('heading', { level: 1 });
  await page.locator('#hero').getByRole('button', { name: 'Écouter en Direct' }).click();
  // Header, hero and bar show the same store.
  await expect(page.locator('#hero').getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'En Direct' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(bar.getByTestId('player-title')).toHaveText('RIEN QUE DE LIVE');
  await expectAudioPlaying(page);
  await watchAudio(page);
  const startTime = await currentTime(page);
  const startedAt = Date.now();

  const footer = page.getByRole('contentinfo');
  const steps: Array<[string, () => Promise<unknown>, RegExp]> = [
    ['footer Émissions', () => footer.getByRole('link', { name: 'Émissions', exact: true }).click(), /\/emissions$/],
    ['footer Animateurs', () => footer.getByRole('link', { name: 'Animateurs', exact: true }).click(), /\/animateurs$/],
    ['header Actualités', () => header.getByRole('link', { name: 'Actualités', exact: true }).click(), /\/actualites$/],
    ['footer Programme', () => footer.getByRole('link', { name: 'Programme', exact: true }).click(), /\/programme-calendrier$/],
    ['header Dédicaces', () => header.getByRole('link', { name: 'Dédicaces', exact: true }).click(), /\/dedicaces$/],
    ['footer Événements', () => footer.getByRole('link', { name: 'Événements', exact: true }).click(), /\/actualites\/concours$/],
    ['theme toggle', () => header.getByRole('button', { name: /Activer le thème/ }).click(), /\/actualites\/concours$/],
    ['back', () => page.goBack(), /\/dedicaces$/],
    ['back', () => page.goBack(), /\/programme-calendrier$/],
    ['forward', () => page.goForward(), /\/dedicaces$/],
    ['header Accueil', () => header.getByRole('link', { name: 'Accueil', exact: true }).click(), /:\d+\/$/],
  ];
  let lastTime = startTime;
  for (const [label, step, url] of steps) {
    await step();
    await expect(page, label).toHaveURL(url);
    await expect(heading, label).toBeVisible();
    // The time keeps moving on every page.
    await expect.poll(() => currentTime(page), { message: label }).toBeGreaterThan(lastTime);
    lastTime = await currentTime(page);
  }

  const report = await audioReport(page);
  expect(report.sameElement).toBe(true);
  expect(report.count).toBe(1);
  expect(report.seen.pause).toBe(0);
  expect(report.seen.emptied).toBe(0);
  expect(report.seen.loadstart).toBe(0);
  expect(report.seen.abort).toBe(0);
  expect(report.paused).toBe(false);
  // Real time went on: the element played through the navigations (a generous margin for the CI).
  const elapsed = (Date.now() - startedAt) / 1000;
  expect(report.currentTime - startTime).toBeGreaterThan(elapsed * 0.7);
  await expect(page.locator('#hero').getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(bar.getByTestId('player-title')).toHaveText('RIEN QUE DE LIVE');
});

test('the stream is not preloaded: nothing is fetched before the listener presses play', async ({ page }) => {
  const streamRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/api/live/stream') && streamRequests.push(request.url()));
  await page.goto('/');
  await expect(playerBar(page).getByTestId('player-subtitle')).toHaveText('Radio en pause');
  // The element holds no data and the page asked for none.
  expect(await page.locator(AUDIO).evaluate((audio: HTMLMediaElement) => audio.readyState)).toBe(0); // HAVE_NOTHING
  expect(streamRequests).toHaveLength(0);
  expect(await page.locator(AUDIO).getAttribute('preload')).toBe('none');
  await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  expect(streamRequests.length).toBeGreaterThan(0);
});

test.describe('Media Session', () => {
  test.beforeEach(async ({ page }) => {
    await recordMediaSessionHandlers(page);
  });

  test('shows the programme on air; the lock screen pause and play change the bar; no seeking on live', async ({ page, request }) => {
    const station: StationConfig = await (await request.get('/api/station')).json();
    const nowPlaying: NowPlaying = await (await request.get('/api/live/now-playing')).json();
    await page.goto('/');
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Lecture' }).click();
    await expectAudioPlaying(page);

    // The lock screen as media-session.ts builds it; the demo stream names its own titles,
    // which change every few minutes: compared with what is on air at the moment of each look.
    const expectedFrom = (now: NowPlaying) => {
      const show = now.programme ? (now.programme.host ? `${now.programme.title} · ${now.programme.host}` : now.programme.title) : null;
      return {
        title: now.track ?? now.programme?.title ?? station.name,
        artist: now.track ? (show ?? station.name) : (now.programme?.host ?? station.name),
      };
    };
    await expect
      .poll(async () => {
        const expected = expectedFrom(await (await request.get('/api/live/now-playing')).json());
        const shown = await page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, artist: navigator.mediaSession.metadata?.artist }));
        return shown.title === expected.title && shown.artist === expected.artist;
      })
      .toBe(true);
    const metadata = await page.evaluate(() => {
      const { title, artist, album, artwork } = navigator.mediaSession.metadata!;
      return { title, artist, album, artwork: artwork.map(({ src, sizes }) => ({ src, sizes })) };
    });
    // Artwork from 96 to 512 px, the programme's own first when it has one.
    const sizes = metadata.artwork.map((image) => image.sizes).filter(Boolean);
    expect(sizes).toEqual(['96x96', '128x128', '192x192', '256x256', '384x384', '512x512']);
    if (nowPlaying.programme?.artwork) expect(metadata.artwork[0].src).toContain(nowPlaying.programme.artwork);
    await expect
      .poll(async () => {
        const now: NowPlaying = await (await request.get('/api/live/now-playing')).json();
        return (await bar.getByTestId('player-subtitle').textContent())?.includes(now.track ?? now.programme?.title ?? '');
      })
      .toBe(true);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');

    expect(await registeredMediaActions(page)).toEqual(['pause', 'play', 'stop']);

    const invoke = (action: string) => invokeMediaAction(page, action);
    await invoke('pause');
    await expect(bar.getByRole('button', { name: 'Lecture' })).toBeVisible();
    await expect(bar.getByTestId('player-subtitle')).toHaveText('Radio en pause');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Écouter en Direct' })).toBeVisible();
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
    expect((await audioReport(page)).paused).toBe(true);

    await invoke('play');
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(bar.getByTestId('player-title')).toHaveText('RIEN QUE DE LIVE');
    await expectAudioPlaying(page);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');

    // 'stop' lets the stream's connection go; playing again rejoins the live edge.
    await invoke('stop');
    await expect(bar.getByRole('button', { name: 'Lecture' })).toBeVisible();
    expect(await page.locator(AUDIO).getAttribute('src')).toBeNull();
    await bar.getByRole('button', { name: 'Lecture' }).click();
    await expectAudioPlaying(page);
  });
});
