// Beyond the spec: 'Télécharger' keeps a mix's audio in the Cache API; offline, the
// service worker answers it with byte ranges, so it plays and seeks; its size shows; it can be removed.
import { mediaUrl, type Mix } from '@station/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

/** Plays `src` in a fresh audio element, seeks to `to` seconds and reports where it plays from. */
function playAndSeek(page: Page, src: string, to: number) {
  return page.evaluate(
    async ({ src, to }) => {
      const audio = new Audio(src);
      const reached = (seconds: number) =>
        new Promise<void>((resolve, reject) => {
          const check = () => audio.currentTime >= seconds && resolve();
          audio.addEventListener('timeupdate', check);
          audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)));
          setTimeout(() => reject(new Error(`stuck at ${audio.currentTime}`)), 10_000);
        });
      await audio.play();
      await reached(0.5);
      audio.currentTime = to;
      await new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
      await reached(to + 0.5);
      const state = { duration: audio.duration, position: audio.currentTime, paused: audio.paused };
      audio.pause();
      return state;
    },
    { src, to },
  );
}

/** Whether `src` fails to load (what a mix that was not downloaded does offline). */
function fails(page: Page, src: string) {
  return page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const audio = new Audio(src);
        audio.addEventListener('error', () => resolve(true));
        audio.addEventListener('playing', () => resolve(false));
        audio.play().catch(() => undefined);
      }),
    src,
  );
}

test('a downloaded mix plays offline and seeks; its size shows and it can be removed', async ({ page, context, request }) => {
  const mixes: Mix[] = await (await request.get('/api/mixes')).json();
  await page.goto('/mixes');
  await waitForServiceWorker(page);
  const title = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  const mix = mixes.find((candidate) => candidate.titre === title)!;
  const other = mixes.find((candidate) => candidate.titre !== title)!;
  const src = mediaUrl('mixAudio', mix.mp3_url)!;
  const size = Number((await request.head(src)).headers()['content-length']);

  await card.getByRole('button', { name: `Télécharger : ${title}` }).click();
  const sizeLabel = `Téléchargé · ${Math.round(size / 1024)} Ko`;
  await expect(card.getByText(sizeLabel)).toBeVisible();
  await expect(page.getByText(/^1 mix téléchargé pour l'écoute hors ligne · \d+ Ko/)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(card.getByText(sizeLabel)).toBeVisible();
  const played = await playAndSeek(page, src, 10);
  expect(played.duration).toBeGreaterThan(15);
  expect(played.position).toBeGreaterThanOrEqual(10.5);
  expect(played.paused).toBe(false);
  // The cache is what plays it: a mix that was not downloaded does not play offline.
  expect(await fails(page, mediaUrl('mixAudio', other.mp3_url)!)).toBe(true);

  await card.getByRole('button', { name: `Supprimer le téléchargement : ${title}` }).click();
  await expect(card.getByRole('button', { name: `Télécharger : ${title}` })).toBeVisible();
  await expect(page.getByText(/mix téléchargé/)).toHaveCount(0);
  expect(await page.evaluate(async () => (await (await caches.open('station-mix-audio')).keys()).length)).toBe(0);
  // Once removed, it no longer plays offline. The query string keeps Chromium's in-process media
  // buffers (which outlive a reload) out of it; the worker still looks the path up in its cache.
  await page.reload();
  expect(await fails(page, `${src}?after-removal`)).toBe(true);
});
