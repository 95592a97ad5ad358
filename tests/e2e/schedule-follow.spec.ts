// 'Suivre': a listener follows the programme on air and gets it as an .ics event; the
// service worker shows a reminder pushed through Chromium's DevTools protocol, pointing at the live
// player. (The click on a system notification cannot be driven from a test: its target comes from
// notificationTarget(), unit-tested in apps/web/src/features/schedule/notification-target.test.ts,
// and the test opens that target to see the live player.)
import { readFile } from 'node:fs/promises';
import { type Programme, addDays, onAirAt, parisInstant, parisWallTime } from '@station/shared';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { audioReport, playerBar } from './player-helpers.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

/**
 * Noon in Paris tomorrow: the seed always has a weekly show on air then (Culture Club, Hip-Hop
 * Culture, Dimanche Soul), and no other test's one-off programme (those are for today) can take
 * its place.
 */
const noonTomorrow = () => parisInstant(addDays(parisWallTime(new Date()).date, 1), 12 * 3600);
const liveCard = (page: Page) => page.getByRole('article', { name: 'En direct' });

/**
 * The page opens at the server's time, then the home's sections take the device's (faked) time once
 * they have taken over: wait for the card of the show on air at that time before tapping it.
 */
async function openHomeAt(page: Page, instant: Date): Promise<string> {
  await page.clock.install({ time: instant });
  await page.goto('/');
  const shows = (await (await page.request.get('/api/schedule/shows')).json()) as Programme[];
  const onAir = onAirAt(shows, instant);
  expect(onAir?.specific_date).toBeNull();
  await expect(liveCard(page).getByRole('heading')).toHaveText(onAir!.title);
  return onAir!.title;
}

const programmeIdOf = (href: string | null) => /\/programmes\/(\d+)\//.exec(href ?? '')?.[1];

test('a signed-in listener follows the programme on air, keeps it on reload, and gets its .ics', async ({ page }) => {
  const title = await openHomeAt(page, noonTomorrow());
  await loginThroughModal(page, 'hugo.bernard@example.org', DEMO_PASSWORD);
  const card = liveCard(page);
  await expect(card.getByRole('heading')).toHaveText(title);

  await card.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByText('Programme suivi')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Suivi' })).toHaveAttribute('aria-expanded', 'true');

  // The subscribed feed (webcal) first, a downloaded copy beside it.
  const feedPath = `/programme/${programmeIdOf(await card.getByRole('link', { name: 'Télécharger une copie (.ics)' }).getAttribute('href'))}.ics`;
  await expect(card.getByRole('link', { name: 'Ajouter à mon agenda', exact: true })).toHaveAttribute('href', new RegExp(`^webcal://localhost:\\d+${feedPath.replace('.', '\\.')}$`));
  const subscribed = await page.request.get(feedPath);
  expect(subscribed.status()).toBe(200);
  expect(await subscribed.text()).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Télécharger une copie (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^programme-\d+\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T\d{6}/);
  expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=');

  // Stored on the server: still followed after a reload (and on any other device of this account).
  await page.reload();
  await expect(liveCard(page).getByRole('heading')).toHaveText(title);
  await expect(liveCard(page).getByRole('button', { name: 'Suivi' })).toBeVisible();
  const follows = (await (await page.request.get('/api/schedule/follows')).json()) as number[];
  expect(follows.length).toBe(1);

  await liveCard(page).getByRole('button', { name: 'Suivi' }).click();
  await liveCard(page).getByRole('button', { name: 'Ne plus suivre' }).click();
  await expect(liveCard(page).getByRole('button', { name: 'Suivre' })).toBeVisible();
  expect(await (await page.request.get('/api/schedule/follows')).json()).toEqual([]);
});

test("a visitor's follow is kept on the device", async ({ page }) => {
  const title = await openHomeAt(page, noonTomorrow());
  await liveCard(page).getByRole('button', { name: 'Suivre' }).click();
  await expect(liveCard(page).getByRole('button', { name: 'Suivi' })).toBeVisible();
  await page.reload();
  await expect(liveCard(page).getByRole('heading')).toHaveText(title);
  await expect(liveCard(page).getByRole('button', { name: 'Suivi' })).toBeVisible();
});

test('a pushed reminder is shown by the service worker and points at the live player', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect.poll(() => registrations.get(`${baseURL}/`)).toBeTruthy();

  const payload = { title: 'Dans 10 minutes : Club Live', body: 'avec Karim Benali · 19:00 – 23:59 en direct', url: '/?play=live', tag: 'programme-1', programme_id: 1 };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: registrations.get(`${baseURL}/`)!, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({ title: notification.title, body: notification.body, data: notification.data as unknown }));
    });
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: payload.title, body: payload.body, data: { url: '/?play=live' } }]);

  // Where its click leads: the live player, loaded with the live stream.
  const shownNow = await shown();
  await page.goto((shownNow[0].data as { url: string }).url);
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect.poll(async () => (await audioReport(page)).src).toContain('/api/live/stream');
  await expect(playerBar(page).getByRole('button', { name: /^(Lecture|Pause)$/ })).toBeVisible();
});

test('the calendar page offers the whole programme as a subscribed calendar', async ({ page }) => {
  await page.goto('/programme-calendrier');
  const link = page.getByRole('link', { name: 'Ajouter tout le programme à mon agenda' });
  await expect(link).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/programme\.ics$/);
  const href = (await link.getAttribute('href'))!;
  await expect(page.getByRole('link', { name: 'Google Agenda' })).toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(href)}`);
  const feed = await page.request.get('/programme.ics');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('X-WR-TIMEZONE:Europe/Paris');
});
