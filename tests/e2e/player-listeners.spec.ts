import type { Browser, Page } from '@playwright/test';
import type { ListenerCount } from '@station/shared';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';

async function openListener(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

test('the listener count shown is the number of browsers listening to the live stream', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const count = async () => ((await (await request.get('/api/live/listeners')).json()) as ListenerCount).listeners;
  // Players of earlier tests drop out of the one-minute window: start from nobody.
  await expect.poll(count, { timeout: 75_000, intervals: [2_000] }).toBe(0);

  const pages = await Promise.all([1, 2, 3].map(() => openListener(browser, baseURL!)));
  const shown = (page: Page) => playerBar(page).getByTestId('listener-count');
  // A visitor who does not listen is not counted.
  await expect(shown(pages[0])).toHaveText('0 auditeur');

  for (const page of pages) {
    await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
    await expectAudioPlaying(page);
  }
  // Every bar converges on the real figure (each heartbeat and each 15 s poll refresh it).
  for (const page of pages) await expect(shown(page)).toHaveText('3 auditeurs', { timeout: 25_000 });
  expect(await count()).toBe(3);

  // One stops listening: the others see it go at their next refresh.
  await leavePlayer(pages[2]);
  await expect(shown(pages[2])).toHaveText('2 auditeurs');
  for (const page of pages.slice(0, 2)) await expect(shown(page)).toHaveText('2 auditeurs', { timeout: 25_000 });

  for (const page of pages) {
    await leavePlayer(page);
    await page.context().close();
  }
  await expect.poll(count).toBe(0);
});

test('a browser killed while listening (no goodbye) leaves the figure within seconds, not after the one-minute window', async ({ browser, baseURL, request, browserName }) => {
  test.setTimeout(150_000);
  expect(browserName).toBe('chromium');
  const count = async () => ((await (await request.get('/api/live/listeners')).json()) as ListenerCount).listeners;
  await expect.poll(count, { timeout: 75_000, intervals: [2_000] }).toBe(0);

  const staying = await openListener(browser, baseURL!);
  // A second, separate browser process, so that it can be killed as a crash or a swiped-away app would be.
  const doomedServer = await chromium.launchServer({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const leaving = await openListener(await chromium.connect(doomedServer.wsEndpoint()), baseURL!);
  for (const page of [staying, leaving]) {
    await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
    await expectAudioPlaying(page);
  }
  await expect(playerBar(staying).getByTestId('listener-count')).toHaveText('2 auditeurs', { timeout: 25_000 });

  doomedServer.process().kill('SIGKILL');
  await expect.poll(count, { timeout: 10_000 }).toBe(1);
  await expect(playerBar(staying).getByTestId('listener-count')).toHaveText('1 auditeur', { timeout: 10_000 });
  await leavePlayer(staying);
  await staying.context().close();
});
