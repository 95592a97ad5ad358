// The French full-text search, on PGlite and on Postgres (the same code and migration).
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { SEARCH_LIMIT_PER_KIND, type SearchResponse, searchMessages } from '@station/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../../test/test-app.ts';

const t = appPerFile(() => ({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, searchesPerAddress: 1000 } }));
let celine: number;
let mix: number;
beforeAll(async () => {
  const dj = await t.db.selectFrom('animateurs').select('animateurid').where('hidden', '=', false).executeTakeFirstOrThrow();
  mix = (
    await t.db
      .insertInto('mixes')
      .values({ titre: 'Nuit Warehouse', description: 'Deux heures de musique électronique berlinoise, sans pause.', categorie: 'Techno', animateur_id: dj.animateurid, mp3_url: 'x.mp3' })
      .returning('mixid')
      .executeTakeFirstOrThrow()
  ).mixid;
  celine = (await t.db.insertInto('animateurs').values({ prenom: 'Céline', nom: 'Ødegård', description: 'Voix du matin.' }).returning('animateurid').executeTakeFirstOrThrow()).animateurid;
  await t.db.insertInto('animateurs').values({ prenom: 'Céline', nom: 'Cachée', description: 'Jamais listée.', hidden: true }).execute();
  for (let i = 1; i <= 8; i++) {
    await t.db.insertInto('actualites').values({ title: `Festival de jazz n°${i}`, categorie: 'Musique', description: `Le jazz à l'honneur, épisode ${i}.`, content: null }).execute();
  }
  await t.db.insertInto('actualites').values({ title: 'Gagnez vos places pour le festival de jazz', categorie: 'Jeux de concours', description: 'Tirage au sort vendredi.', content: null }).execute();
});

let address = 0;
/** Each call from its own address, so the rate limit test alone counts. */
const find = async (query: string, extra = '') => {
  const response = await t.app.request(`/api/search?q=${encodeURIComponent(query)}${extra}`, { headers: { 'X-Forwarded-For': `10.0.${Math.floor(++address / 250)}.${address % 250}` } });
  return { status: response.status, body: (await response.json()) as SearchResponse & { error?: string } };
};
const group = (body: SearchResponse, kind: string) => body.groups.find((entry) => entry.kind === kind);

describe('GET /api/search', () => {
  it("finds the mix whose description says 'électronique' from 'electro', with the word highlighted", async () => {
    const { status, body } = await find('electro');
    expect(status).toBe(200);
    const result = group(body, 'mix')!.results.find((entry) => entry.id === mix)!;
    expect(result).toMatchObject({ title: 'Nuit Warehouse', url: `/mixes?mix=${mix}#nos-mixes-${mix}` });
    expect(result.excerptParts.filter((part) => part.hit).map((part) => part.text)).toEqual(['électronique']);
    expect(result.excerptParts.map((part) => part.text).join('')).toBe('Deux heures de musique électronique berlinoise, sans pause.');
  });

  it("finds 'Céline' from 'celine' and from 'CÉLINE', never a hidden presenter", async () => {
    for (const query of ['celine', 'CÉLINE', 'céli']) {
      const presenters = group((await find(query)).body, 'presenter')!;
      expect(presenters.results.map((entry) => entry.id), query).toEqual([celine]);
      expect(presenters.results[0].titleParts).toEqual([
        { text: 'Céline', hit: true },
        { text: ' Ødegård', hit: false },
      ]);
    }
  });

  it("finds 'Culture Club' from a prefix while typing ('cultu'), and a word cut mid-way ('electroniq')", async () => {
    const programmes = group((await find('cultu')).body, 'programme')!;
    expect(programmes.results.map((entry) => entry.title)).toContain('Culture Club');
    expect(programmes.results[0].url).toBe('/programme-calendrier');
    expect(group((await find('electroniq')).body, 'mix')!.results.map((entry) => entry.id)).toContain(mix);
    expect(group((await find('cultu clu')).body, 'programme')!.results.map((entry) => entry.title)).toContain('Culture Club');
    expect(group((await find('cultu zzzzz')).body, 'programme')).toBeUndefined();
  });

  it('groups by kind in a fixed order, ranks, limits each group and gives the totals', async () => {
    const { body } = await find('jazz');
    const news = group(body, 'news')!;
    expect(news.label).toBe('Actualités');
    expect(news.total).toBe(8);
    expect(news.results).toHaveLength(SEARCH_LIMIT_PER_KIND);
    const contestNews = group(body, 'contest_news')!;
    expect(contestNews.results.map((entry) => entry.title)).toEqual(['Gagnez vos places pour le festival de jazz']);
    expect(contestNews.results[0].url).toMatch(/^\/actualites\/concours\/\d+$/);
    const order = body.groups.map((entry) => entry.kind);
    expect(order.indexOf('news')).toBeLessThan(order.indexOf('contest_news'));

    const onlyNews = (await find('jazz', '&type=news')).body;
    expect(onlyNews.groups.map((entry) => entry.kind)).toEqual(['news']);
    expect(onlyNews.groups[0].results).toHaveLength(8);
  });

  it('has a GIN index on every searched table, which the planner can use', async () => {
    const indexes = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where indexname like '%_search_idx'`.execute(t.db);
    expect(indexes.rows.map((row) => row.indexname).sort()).toEqual(
      ['actualites', 'animateurs', 'concours', 'emission_audio_files', 'emissions', 'mixes', 'programmes', 'talons'].map((table) => `${table}_search_idx`),
    );
    for (const row of indexes.rows) expect(row.indexdef).toContain('USING gin (search)');
    await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select mixid from mixes where search @@ to_tsquery('simple', 'electro:*')`.execute(trx);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('mixes_search_idx');
    });
  });

  it('keeps a new row searchable at once: the index is kept by the database', async () => {
    expect((await find('zanzibar')).body.groups).toEqual([]);
    await t.db.insertInto('concours').values({ nom_concours: 'Tremplin Zanzibar', description: 'Scène ouverte.', date_debut: '2026-12-01', date_fin: '2026-12-31' }).execute();
    expect(group((await find('zanzib')).body, 'contest')!.results.map((entry) => entry.title)).toEqual(['Tremplin Zanzibar']);
    await t.db.updateTable('concours').set({ status: 'inactive' }).where('nom_concours', '=', 'Tremplin Zanzibar').execute();
    expect((await find('zanzib')).body.groups).toEqual([]);
  });

  it('answers hostile queries with an empty result or a French 400, never a 5xx', async () => {
    for (const query of ["cultu' OR 1=1 --", 'cultu & !club | (', 'cultu:*', '<script>', '\\', '***', ':*', '!', "l'", 'a']) {
      const { status, body } = await find(query);
      expect(status, query).toBe(200);
      expect(Array.isArray(body.groups)).toBe(true);
    }
    expect(group((await find('cultu & !club |')).body, 'programme')!.results.map((entry) => entry.title)).toContain('Culture Club');
    const long = await find('a'.repeat(2000));
    expect(long).toMatchObject({ status: 400, body: { error: searchMessages.tooLong } });
    const nul = await t.app.request('/api/search?q=cul%00tu');
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: string }).error).toMatch(/[éèà]|caract/i);
    expect(await find('jazz', '&type=podcast')).toMatchObject({ status: 400, body: { error: searchMessages.typeInvalid } });
    expect((await find('jazz', '&q=rock')).status).toBe(400);
    expect((await find('')).body.groups).toEqual([]);
  });

  it('limits the searches of one address with a French 429', async () => {
    const limited = await createTestApp({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, searchesPerAddress: 3 } });
    try {
      const ask = () => limited.app.request('/api/search?q=jazz', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: searchMessages.tooMany });
      expect((await limited.app.request('/api/search?q=jazz', { headers: { 'X-Forwarded-For': '203.0.113.10' } })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
