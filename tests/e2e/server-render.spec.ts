// Public pages arrive rendered by the server. Without any script they show their content
// with real links; with scripts, the app takes over the same HTML without a hydration error and
// without reading again the lists the page carried.
import type { Actualite, PublicTalent } from '@station/shared';
import { expect, test } from './fixtures.ts';

/** The lists each page renders from (its loaders'): read by the server, never again by the browser on arrival. */
const PAGE_LISTS: Record<string, string[]> = {
  '/': ['/api/hero-images', '/api/schedule/shows', '/api/mixes', '/api/actualites', '/api/station'],
  '/actualites': ['/api/actualites', '/api/station'],
  '/mixes': ['/api/mixes', '/api/station'],
  '/programme-calendrier': ['/api/schedule/shows', '/api/station'],
  '/concours-talents': ['/api/concours', '/api/soumissions-concours', '/api/talons', '/api/station'],
  '/talent/1': ['/api/soumissions-concours', '/api/talons', '/api/talons/1', '/api/station'],
};

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the news list shows its articles with real links, and an article opens from its link', async ({ page, request }) => {
    const news: Actualite[] = await (await request.get('/api/actualites')).json();
    const newest = news.find((article) => !article.categorie.toLowerCase().includes('concours'))!;
    // The content is in the HTML: no need to wait for the page's images ('load').
    await page.goto('/actualites', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Toutes les Actualités' })).toBeVisible();
    await expect(page.getByText(newest.title).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Toutes les Actualités · /);
    await page.locator(`a[href="/actualites/${newest.actualiteid}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/actualites/${newest.actualiteid}$`));
    await expect(page.getByRole('heading', { name: newest.title }).first()).toBeVisible();
  });

  test("the home shows the programme on air and the station's sections; a talent's page shows the artist", async ({ page, request }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#hero h1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir tout le programme' })).toHaveAttribute('href', '/programme-calendrier');
    const talents: PublicTalent[] = await (await request.get('/api/talons')).json();
    const talent = talents[0]!;
    await page.goto(`/talent/${talent.talonid}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: talent.nom_artiste || talent.nom_complet }).first()).toBeVisible();
  });
});

test('each public page hydrates without an error and without reading its lists again', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const [path, lists] of Object.entries(PAGE_LISTS)) {
    const read: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (lists.includes(url.pathname)) read.push(url.pathname);
    };
    page.on('request', onRequest);
    // The fixture waits for the app to have taken over (<html data-hydrated>).
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#server-state')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(read, `lists read again on ${path}`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('a stylesheet written in the page is not fetched and applied again when the app takes over', async ({ page }) => {
  for (const path of ['/', '/actualites']) {
    const fetched: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.css')) fetched.push(url.pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    const written = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    // The shell's sheet and the route's own at least (the home's sections bring several more).
    expect(written.length, `sheets written in ${path}`).toBeGreaterThan(1);
    expect(fetched.filter((sheet) => written.includes(sheet)), `sheets of ${path} fetched again`).toEqual([]);
  }
});
