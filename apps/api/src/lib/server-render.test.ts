// The public pages come rendered by the server from the built app (apps/web/dist and its
// renderer apps/web/dist-server, made by `npm run build`, which `npm test` runs first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from './logger.ts';
import { loginAs, withCookie } from '../test/accounts.ts';
import { openSubmissionId } from '../test/factories.ts';
import { createTestApp, json } from '../test/test-app.ts';
import { fileOf, formOf, imageBytes } from '../test/upload-fixtures.ts';

const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  if (!existsSync(path.join(webDist, '../dist-server/entry-server.js'))) throw new Error('Build the web app first (npm run build): its server renderer is missing.');
  t = await createTestApp({ webDist, readCache: true });
});
afterAll(() => t.close());

const page = async (url: string, init?: RequestInit) => {
  const response = await t.app.request(url, init);
  expect(response.status).toBe(200);
  return { html: await response.text(), response };
};
/** What sits in the app's root element: the page a reader without scripts gets. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** An article published by the admin, as the news form sends it. */
const publishArticle = async (title: string, date: string) => {
  const { cookie } = await loginAs(t.app, 'admin');
  const created = await t.app.request('/api/actualites', {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookie },
    body: formOf({ title, categorie: 'Radio', date, description: 'Le texte.', hoster_name: 'Sophie Laurent', image: fileOf(await imageBytes('png', 900, 600), 'affiche.png') }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
};

describe('server rendering of the public pages', () => {
  it("carries the newest article's title and a real link to it on /actualites, and the page's own title", async () => {
    const newest = await t.db.selectFrom('actualites').select(['actualiteid', 'title']).orderBy('date', 'desc').orderBy('actualiteid', 'desc').executeTakeFirstOrThrow();
    const { html } = await page('/actualites');
    expect(decode(rootOf(html))).toContain(newest.title);
    expect(rootOf(html)).toContain(`href="/actualites/${newest.actualiteid}"`);
    expect(html).toContain(`<title>Toutes les Actualités · ${t.config.station.name}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("carries a talent's artist name on /talent/{id} and a mix's title on /mixes", async () => {
    const talent = await t.db.selectFrom('talons').select(['talonid', 'nom_artiste']).where('nom_artiste', 'is not', null).executeTakeFirstOrThrow();
    expect(decode(rootOf((await page(`/talent/${talent.talonid}`)).html))).toContain(talent.nom_artiste!);
    // The week's entries have their own page (/weekly-mixes); /mixes shows the others.
    const mixes = (await (await t.app.request('/api/mixes')).json()) as Array<{ titre: string; categorie: string }>;
    const mix = mixes.find((each) => each.categorie !== 'Entrée de la semaine')!;
    expect(decode(rootOf((await page('/mixes')).html))).toContain(mix.titre);
  });

  it('hands the browser the lists it rendered from, in a JSON block', async () => {
    const { html } = await page('/actualites/concours');
    const block = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const state = JSON.parse(block![1]!) as { queries: { queries: Array<{ queryKey: unknown[] }> }; renderedAt: number };
    expect(state.queries.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['station', 'actualites']));
    expect(state.queries.queries.map((query) => query.queryKey[0])).not.toContain('session');
  });

  it('is the same page for a signed-in admin as for a visitor: no account in it, kept and answered 304', async () => {
    const visitor = await page('/programme-calendrier');
    const { cookie } = await loginAs(t.app, 'admin');
    const admin = await page('/programme-calendrier', { headers: { Cookie: cookie } });
    expect(admin.html).toBe(visitor.html);
    expect(admin.html).not.toContain('admin@');
    const etag = visitor.response.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await t.app.request('/programme-calendrier', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('renders again after a write: a new article is on /actualites at once, its text escaped, even inside the JSON block', async () => {
    await page('/actualites');
    const title = 'Annonce </script><script>alert(1)</script> du matin';
    await publishArticle(title, '2030-01-01');
    const { html } = await page('/actualites');
    expect(rootOf(html)).toContain('Annonce &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; du matin');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it("styles the page before any script or request: the shell's and its route's stylesheets are written in its head", async () => {
    const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
    const sheets = (html: string) => [...headOf(html).matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);
    const inline = (html: string) => [...headOf(html).matchAll(/<style data-href="\/([^"]+)">([^<]*)<\/style>/g)];
    const news = (await page('/actualites')).html;
    expect(sheets(news)).toEqual([]);
    // Each written sheet is the build's file as it is.
    for (const [, file, text] of inline(news)) expect(text).toBe(readFileSync(path.join(webDist, file!), 'utf8'));
    const styleOf = (html: string) => inline(html).map((match) => match[2]).join('\n');
    // The shell's own sheet (the header, the player bar), and the newest article's image box
    // (aspect ratio) from its route's chunk: no shift when the chunk's script comes.
    expect(styleOf(news)).toContain('.player-bar{');
    expect(styleOf(news)).toContain('.article__image');
    // The home's sections, rendered with it from their own chunk, come styled too.
    expect(styleOf((await page('/')).html)).toContain('.tv-panel{');
    // A page left to the browser links the shell's stylesheet only.
    const shell = (await page('/profile')).html;
    expect(sheets(shell)).toHaveLength(1);
    expect(inline(shell)).toEqual([]);
  });

  it('lets a rendered page paint before any script is fetched: no script preloads, in its head or its headers', async () => {
    for (const url of ['/', '/actualites', '/talent/1']) {
      const { html, response } = await page(url);
      // Fetched after what the first paint needs (the first image): the page is readable without it.
      expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-');
      expect(html).not.toContain('rel="modulepreload"');
      expect(response.headers.get('Link')).toBeNull();
    }
    // The entry is one file (vite.config.ts, decision 210): nothing for any page, the shell
    // included, to find after it.
    expect((await page('/profile')).html).not.toContain('rel="modulepreload"');
  });

  it("leaves pages that are not public to the browser: the shell's empty root", async () => {
    for (const url of ['/profile', '/admin-panel', '/dedicaces']) {
      const { html } = await page(url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="server-state"');
    }
  });
});

describe('keeping rendered pages as long as they are true', () => {
  const renderedAt = (html: string) => {
    const block = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
    return (JSON.parse(block![1]!) as { renderedAt: number }).renderedAt;
  };

  it('keeps every page through a dedication awaiting moderation, which no page shows', async () => {
    const urls = ['/', '/actualites', '/concours-talents', '/talent/1'];
    const before = await Promise.all(urls.map(async (url) => renderedAt((await page(url)).html)));
    const { cookie } = await loginAs(t.app, 'user');
    const sent = await t.app.request('/api/dedicaces', withCookie(cookie, json('POST', { nom_destinataire: 'Camille', nom_expediteur: 'Léa', message: 'Pour toi' })));
    expect(sent.status, await sent.clone().text()).toBe(201);
    const after = await Promise.all(urls.map(async (url) => renderedAt((await page(url)).html)));
    expect(after).toEqual(before);
  });

  it("renews only the pages that read what a write changed: a talent's page stays kept when an article is published", async () => {
    const talentBefore = renderedAt((await page('/talent/1')).html);
    const newsBefore = renderedAt((await page('/actualites')).html);
    const title = 'Nouvelle grille dès lundi';
    await publishArticle(title, '2030-01-02');
    const news = (await page('/actualites')).html;
    expect(decode(rootOf(news))).toContain(title);
    expect(renderedAt(news)).not.toBe(newsBefore);
    expect(renderedAt((await page('/talent/1')).html)).toBe(talentBefore);
  });

  it("renews the page that shows a listener's vote, and only that one", async () => {
    const votesShown = (html: string) => Number(/data-testid="votes-count">(\d+)</.exec(html)![1]);
    const contestBefore = (await page('/concours-talents')).html;
    const newsBefore = renderedAt((await page('/actualites')).html);
    const { cookie } = await loginAs(t.app, 'user');
    const voted = await t.app.request('/api/votes', withCookie(cookie, json('POST', { soumission_id: await openSubmissionId(t.db), type_vote: 'gratuit' })));
    expect(voted.status, await voted.clone().text()).toBe(201);
    const contest = (await page('/concours-talents')).html;
    expect(renderedAt(contest)).not.toBe(renderedAt(contestBefore));
    expect(votesShown(contest)).toBe(votesShown(contestBefore) + 1);
    expect(renderedAt((await page('/actualites')).html)).toBe(newsBefore);
  });

  it('shares one kept page between query parameters the route does not read, and leaves them out of the shared link', async () => {
    const plain = await page('/actualites');
    const tracked = await page('/actualites?utm_source=lettre&x=1');
    const other = await page('/actualites?x=2');
    expect(renderedAt(tracked.html)).toBe(renderedAt(plain.html));
    expect(renderedAt(other.html)).toBe(renderedAt(plain.html));
    expect(tracked.html).not.toContain('utm_source');
  });
});

describe('a public page the server could not render', () => {
  it('falls back to the bare shell, says so once per reason in the log and counts every one in /metrics', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const token = 'jeton-des-replis-2026';
    const { app } = createApp({ ...t.config, metricsToken: token }, t.db, { logger: createLogger({ level: 'info', destination }) });
    const fallbacks = async () => {
      const text = await (await app.request('/metrics', { headers: { Authorization: `Bearer ${token}` } })).text();
      const counts: Record<string, number> = {};
      for (const [, reason, value] of text.matchAll(/^station_ssr_fallbacks_total\{reason="(\w+)"\} (\d+)$/gm)) counts[reason!] = Number(value);
      return counts;
    };
    const before = await fallbacks();
    // A real fault: the news table gone, the page's read fails on the server.
    await sql`alter table actualites rename to actualites_hors_service`.execute(t.db);
    try {
      for (const url of ['/actualites', '/actualites', '/actualites/concours']) {
        const response = await app.request(url);
        expect(response.status, url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain('<div id="root"></div>');
        expect(html, url).not.toContain('id="server-state"');
      }
    } finally {
      await sql`alter table actualites_hors_service rename to actualites`.execute(t.db);
    }
    const said = lines.filter((line) => String(line.msg).startsWith('Page publique servie sans rendu serveur'));
    expect(said, JSON.stringify(said)).toHaveLength(1);
    const reason = String(said[0]!.reason);
    expect(said[0]).toMatchObject({ level: 40, url: '/actualites', detail: expect.any(String) });
    const after = await fallbacks();
    expect(after[reason]).toBe((before[reason] ?? 0) + 3);
  });
});
