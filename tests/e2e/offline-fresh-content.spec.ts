// The service worker keeps the content lists fresh in IndexedDB. An
// article published while the listener's app sits in the background reaches the phone through the
// worker's (periodic) background sync; opened offline later, the app shows it, dated.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bannerDates, storedList, storedListDates, waitForServiceWorker } from './pwa-helpers.ts';

const banner = (page: Page) => page.getByRole('status', { name: 'État de la connexion' });

/** The browser waking the worker as it would at night, through DevTools (no timer to wait for). */
async function workerRegistrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

for (const kind of ['periodic', 'one-off'] as const) {
  test(`content published after the visit, fetched by the worker's ${kind} background sync, shows offline with its date`, async ({ page, context, request, baseURL }) => {
    await page.goto('/actualites');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    await expect.poll(async () => (await storedList(page, '/api/actualites'))?.data.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

    // Published on the server while the listener does nothing: the page has never seen it.
    const title = `Nouvelle matinale ${kind} : la grille de ce matin`;
    const published = await request.post('/api/__test/sql', {
      data: {
        statement: `insert into actualites (title, categorie, description, date)
          values ('${title.replace(/'/g, "''")}', 'Radio', 'Annoncée pendant la nuit.', current_date + 1)`,
      },
    });
    expect(published.ok()).toBe(true);

    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp);
    const before = Date.now();
    const origin = new URL(baseURL!).origin;
    if (kind === 'periodic') await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag: 'content-refresh' });
    else await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'content-refresh', lastChance: false });
    await expect.poll(async () => (await storedList(page, '/api/actualites'))?.data[0]?.title, { timeout: 10_000 }).toBe(title);
    // The sync is over once every list has been stored again (one at a time).
    await expect.poll(async () => Math.min(...(await storedListDates(page))), { timeout: 15_000 }).toBeGreaterThanOrEqual(before);
    await expect(page.getByText(title)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(banner(page)).toContainText('Hors ligne');
    // The date of the copies the worker stored during that sync (all of them: the oldest shown is one).
    const dates = await storedListDates(page);
    await expect(banner(page)).toContainText(bannerDates(Math.min(...dates), Math.max(...dates)));
  });
}
