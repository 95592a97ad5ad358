// A page the server rendered shows no value it will take back: each line of text the server sent in
// the page's main content is still there once the browser has taken over and the page has settled
// (the home once said 'Streaming TV · 0 chaîne(s) disponible(s)', then 1). Only clocks differ, and
// what rotates by design (the home's hero slides, the contest's genre backgrounds). Parts the browser
// adds for the visitor (like counts, downloads, the comment list) come after, as additions.
import { SERVER_RENDERED_PAGES } from '@station/shared';
import type { Actualite } from '@station/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ROTATING = '[data-testid="hero-slide"], .contest-hero__genre';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\b\d{1,2}:\d{2}(:\d{2})?\b/g, 'HH:MM').trim())
    .filter(Boolean);

/** The main content's lines, less those of the rotating parts. */
async function mainLines(page: Page): Promise<string[]> {
  const rotating = new Set((await page.locator(ROTATING).allTextContents()).flatMap(lines));
  const all = lines(await page.locator('main').innerText());
  // A rotating part's text is matched whole or by line.
  return all.filter((line) => !rotating.has(line) && ![...rotating].some((part) => part.includes(line) || line.includes(part)));
}

const missing = (server: string[], settled: string[]) => {
  const left = [...settled];
  return server.filter((line) => {
    const index = left.indexOf(line);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
};

test('every public page keeps, once hydrated and settled, each line of text the server sent', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(120_000);
  const news: Actualite[] = await (await request.get('/api/actualites')).json();
  const contestArticle = news.find((article) => article.categorie.toLowerCase().includes('concours'))!;
  const article = news.find((article) => !article.categorie.toLowerCase().includes('concours'))!;
  const paths = ['/', '/actualites', `/actualites/${article.actualiteid}`, '/actualites/concours', `/actualites/concours/${contestArticle.actualiteid}`, '/emissions', '/mixes', '/weekly-mixes', '/animateurs', '/programme-calendrier', '/concours-talents', '/talent/1', '/a-propos'];
  // Every page the server renders is walked.
  for (const pattern of SERVER_RENDERED_PAGES) expect(paths.some((path) => pattern.test(path)), String(pattern)).toBe(true);

  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const sent = await withoutScripts.newPage();
  const differences: Record<string, string[]> = {};
  for (const path of paths) {
    await sent.goto(path, { waitUntil: 'domcontentloaded' });
    const server = await mainLines(sent);
    expect(server.length, `${path} carries its content`).toBeGreaterThan(3);
    // The fixture waits for the takeover; then every request the page makes on arrival is answered.
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const lost = missing(server, await mainLines(page));
    if (lost.length > 0) differences[path] = lost;
  }
  await withoutScripts.close();
  expect(differences).toEqual({});
});
