// After one online visit, the pages of the route table open offline from the precached
// shell and the IndexedDB lists, with the 'Hors ligne' banner, and the server hears nothing.
import { CONTEST_NEWS_KEYWORD, WEEKLY_MIX_CATEGORY, onAirAt } from '@station/shared';
import type { Actualite, Animateur, Emission, Mix, Programme } from '@station/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bannerDates, cachedListUrls, serverLog, storedListDates, waitForServiceWorker } from './pwa-helpers.ts';

// Every list the app keeps (apps/web/src/offline/offline-lists.ts): once all are stored, the quiet
// warm-up is over and nothing else is on its way to the server.
const ALL_OFFLINE_LISTS = [
  '/api/station', '/api/schedule/shows', '/api/actualites', '/api/mixes', '/api/emissions', '/api/animateurs',
  '/api/tv-streams', '/api/about-section/images', '/api/hero-images', '/api/concours?status=active',
  '/api/soumissions-concours', '/api/talons',
];
const banner = (page: Page) => page.getByRole('status', { name: 'État de la connexion' });

test('after one online visit, every page opens offline with its content and the banner, and the server receives no request', async ({ page, context, request }) => {
  const read = async <T>(url: string): Promise<T> => (await request.get(url)).json();
  const [mixes, articles, emissions, presenters] = await Promise.all([
    read<Mix[]>('/api/mixes'),
    read<Actualite[]>('/api/actualites'),
    read<Emission[]>('/api/emissions'),
    read<Animateur[]>('/api/animateurs'),
  ]);
  const news = articles.filter((article) => !article.categorie.toLowerCase().includes(CONTEST_NEWS_KEYWORD));
  const regularMixes = mixes.filter((mix) => mix.categorie !== WEEKLY_MIX_CATEGORY);
  const olderArticle = news[news.length - 1];

  // The one online visit: the home page only. The other lists come from the quiet warm-up.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Notre Programmation' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => cachedListUrls(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(ALL_OFFLINE_LISTS));
  await expect(banner(page)).toHaveCount(0);
  // Nothing of the online visit may still be on its way when the count starts.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const { last } = await serverLog(request);
  const pages: Array<[string, string[]]> = [
    ['/', ['Notre Programmation', regularMixes[0].titre, news[0].title]],
    ['/actualites', [news[0].title]],
    [`/actualites/${olderArticle.actualiteid}`, [olderArticle.title]],
    ['/programme-calendrier', ['Calendrier des Programmes', 'Nuits Blanches']],
    ['/mixes', regularMixes.map((mix) => mix.titre)],
    ['/emissions', [emissions[0].title]],
    ['/animateurs', [`${presenters[0].prenom} ${presenters[0].nom}`]],
  ];
  for (const [path, texts] of pages) {
    await page.goto(path);
    for (const text of texts) await expect(page.getByText(text, { exact: true }).first(), `${path}: ${text}`).toBeVisible();
    await expect(banner(page), path).toContainText('Hors ligne');
    await expect(banner(page), path).toContainText(/Dernière mise à jour : \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
  }
  expect((await serverLog(request, last)).requests).toEqual([]);
});

test("the programme's live-now works offline from the cached schedule, and the banner dates it", async ({ page, context, request }) => {
  // A Wednesday at 15:00 in Paris: a programme is always on air then in the demo schedule.
  const wednesday = new Date('2026-11-18T15:00:00+01:00');
  await page.clock.setFixedTime(wednesday);
  // The programme on air at the page's clock (the server rendered the page at its own instant; the
  // home's sections take the page's clock as they hydrate).
  const shows: Programme[] = await (await request.get('/api/schedule/shows')).json();
  const onlineTitle = onAirAt(shows, wednesday)!.title;
  await page.goto('/');
  const liveCard = page.locator('.live-card');
  const onAir = liveCard.getByRole('heading');
  await expect(onAir).toHaveText(onlineTitle);
  await waitForServiceWorker(page);
  await expect.poll(() => cachedListUrls(page)).toContain('/api/schedule/shows');

  await context.setOffline(true);
  await page.reload();
  await expect(onAir).toHaveText(onlineTitle);
  await expect(liveCard).toContainText('EN DIRECT');
  await expect(liveCard).toContainText('avec');
  await expect(banner(page)).toContainText('Hors ligne');
  // The date of the copies on screen, which the service worker stored on its own clock (the page's
  // fixed clock does not reach it).
  const dates = await storedListDates(page);
  await expect(banner(page)).toContainText(bannerDates(Math.min(...dates), Math.max(...dates)));

  // Back online: fresh data again, and the banner leaves (once the lists are read again: with two
  // workers on two cores that has taken over 7 s).
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
});
