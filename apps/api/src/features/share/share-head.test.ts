import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStationConfig } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';

// Crawlers that run no JavaScript get the item's title, description and image.
const SHELL = `<!doctype html><html lang="fr"><head>
    <meta name="description" content="La radio." />
    <title>Radio Live</title>
  </head><body><div id="root"></div><div class="splash" id="static-splash"><p class="splash__name">Radio Live</p></div></body></html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'share-shell-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  // Another name than the build's default ('Radio Live'), to see the server write it.
  t = await createTestApp({ webDist, station: { ...readStationConfig(), name: 'Ondes Libres' } });
});
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await t.app.request(url);
  expect(response.status).toBe(200);
  return response.text();
};
const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html)?.[1];

describe('share previews (Open Graph)', () => {
  it("fills an article's page with its title, description and absolute image", async () => {
    const article = await t.db.selectFrom('actualites').select(['actualiteid', 'title']).orderBy('actualiteid').executeTakeFirstOrThrow();
    await t.db.updateTable('actualites').set({ title: 'Concert <live> & "amis"', img_url: 'photo.jpg' }).where('actualiteid', '=', article.actualiteid).execute();
    const html = await page(`/actualites/${article.actualiteid}`);
    expect(html).toContain(`<title>Concert &lt;live&gt; &amp; &quot;amis&quot; · ${t.config.station.name}</title>`);
    expect(meta(html, 'og:title')).toBe(`Concert &lt;live&gt; &amp; &quot;amis&quot; · ${t.config.station.name}`);
    expect(meta(html, 'og:image')).toBe('http://localhost/imageback/actualite/photo.jpg');
    expect(meta(html, 'og:url')).toBe(`http://localhost/actualites/${article.actualiteid}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(html).not.toContain('<live>');
  });

  it("links to the station's own address, whatever Host or X-Forwarded-Host the request claims", async () => {
    const article = await t.db.selectFrom('actualites').select('actualiteid').orderBy('actualiteid').executeTakeFirstOrThrow();
    const response = await t.app.request(`http://evil.example/actualites/${article.actualiteid}`, { headers: { 'X-Forwarded-Host': 'evil.example' } });
    const html = await response.text();
    expect(meta(html, 'og:url')).toBe(`http://localhost/actualites/${article.actualiteid}`);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost\//);
    expect(html).not.toContain('evil.example');
  });

  it('fills a mix and an emission from their share links, which the server can see', async () => {
    const mix = await t.db.selectFrom('mixes').select(['mixid', 'titre']).executeTakeFirstOrThrow();
    expect(meta(await page(`/mixes?mix=${mix.mixid}`), 'og:title')).toBe(`${mix.titre} · ${t.config.station.name}`.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    const emission = await t.db.selectFrom('emissions').select(['id', 'title']).executeTakeFirstOrThrow();
    const html = await page(`/emissions?emission=${emission.id}`);
    expect(meta(html, 'og:url')).toBe(`http://localhost/emissions?emission=${emission.id}`);
    expect(meta(html, 'og:title')).toContain(emission.title.replace(/'/g, '&#39;'));
  });

  it("keeps a private playlist's title out of the page, and gives other pages the station's defaults", async () => {
    const user = await t.db.selectFrom('users').select('userid').executeTakeFirstOrThrow();
    const { id } = await t.db.insertInto('playlists').values({ user_id: user.userid, title: 'Très secrète' }).returning('id').executeTakeFirstOrThrow();
    const html = await page(`/playlists/${id}`);
    expect(html).not.toContain('Très secrète');
    expect(meta(html, 'og:title')).toBe(`${t.config.station.name} · ${t.config.station.tagline}`.replace(/'/g, '&#39;'));
    expect(meta(html, 'og:description')).toBe('La radio.');
    expect(meta(await page('/actualites/999999'), 'og:site_name')).toBe(t.config.station.name);
  });

  it("writes the station's name into the splash the page paints before its script", async () => {
    expect(await page('/')).toContain('<p class="splash__name">Ondes Libres</p>');
  });
});
