// Public reads kept in the process (docs/decisions/088-kept-public-reads.md): a 304 and a 200 without any query, and
// writes through the API clearing exactly what they change, here and in other processes.
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loginAs, withCookie } from '../test/accounts.ts';
import { appPerFile, json } from '../test/test-app.ts';
import { applyInvalidations, invalidate, publicRead } from './cache.ts';
import type { AppEnv } from './context.ts';
import { ReadCache } from './read-cache.ts';
import { listenForInvalidations } from './read-cache-notify.ts';

const t = appPerFile(() => ({ readCache: true }));

type Listed = { mixid: number; total_listens: number };

/** Moves a table out of the way: any query on it fails, so an answer proves no query ran. */
async function withoutTable<T>(table: string, run: () => Promise<T>): Promise<T> {
  await sql.raw(`alter table ${table} rename to ${table}_away`).execute(t.db);
  try {
    return await run();
  } finally {
    await sql.raw(`alter table ${table}_away rename to ${table}`).execute(t.db);
  }
}

describe('kept public reads', () => {
  it('answers a 200 and a 304 without any query once a list has been read', async () => {
    const first = await t.app.request('/api/mixes');
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    const body = await first.text();
    await withoutTable('mixes', async () => {
      const again = await t.app.request('/api/mixes');
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(body);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=30, must-revalidate');
      const revalidated = await t.app.request('/api/mixes', { headers: { 'If-None-Match': etag } });
      expect(revalidated.status).toBe(304);
      // A compressed copy's weak tag revalidates too.
      const weak = await t.app.request('/api/mixes', { headers: { 'If-None-Match': `W/${etag}` } });
      expect(weak.status).toBe(304);
    });
  });

  it("a write through the API clears that list: a mix's listen count shows at once", async () => {
    const before = (await (await t.app.request('/api/mixes')).json()) as Listed[];
    const mix = before[0]!;
    const listen = await t.app.request(`/api/mixes/${mix.mixid}/listen`, json('PATCH', { is_starting: true }));
    expect(listen.status).toBe(200);
    const after = (await (await t.app.request('/api/mixes')).json()) as Listed[];
    expect(after.find((entry) => entry.mixid === mix.mixid)!.total_listens).toBe(mix.total_listens + 1);
  });

  it("a vote clears the submissions list, which shows other topics' rows", async () => {
    type Entry = { soumissionid: number; total_votes: number };
    const { cookie } = await loginAs(t.app, 'user');
    const entries = (await (await t.app.request('/api/soumissions-concours')).json()) as Entry[];
    const open = await t.db
      .selectFrom('soumissions as s')
      .innerJoin('concours as c', 'c.concoursid', 's.concours_id')
      .select('s.soumissionid')
      .where('c.status', '=', 'active')
      .executeTakeFirstOrThrow();
    const before = entries.find((entry) => entry.soumissionid === open.soumissionid)!;
    const voted = await t.app.request('/api/votes', withCookie(cookie, json('POST', { soumission_id: open.soumissionid, type_vote: 'gratuit' })));
    expect(voted.status).toBe(201);
    const after = (await (await t.app.request('/api/soumissions-concours')).json()) as Entry[];
    expect(after.find((entry) => entry.soumissionid === open.soumissionid)!.total_votes).toBe(before.total_votes + 1);
  });
});

describe('which writes clear what', () => {
  /** A tiny app with two kept reads and writes of every kind. */
  function policyApp() {
    const cache = new ReadCache();
    let reads = 0;
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('readCache', cache);
        await next();
      })
      .use('*', applyInvalidations(cache))
      .get('/api/mixes', publicRead(), (c) => c.json({ read: ++reads }, 200))
      .get('/api/actualites', publicRead(), (c) => c.json({ read: ++reads }, 200))
      .post('/api/mixes', (c) => c.json({}, 201))
      .post('/api/mixes/refused', (c) => c.json({ error: 'Non' }, 400))
      .post('/api/likes', (c) => c.json({}, 201))
      .post('/api/likes/special', (c) => {
        invalidate(c, 'actualites');
        return c.json({}, 201);
      })
      .post('/api/admins/anything', (c) => c.json({}, 201));
    const read = async (path: string) => ((await (await app.request(path)).json()) as { read: number }).read;
    const write = (path: string) => app.request(path, { method: 'POST' });
    return { read, write };
  }

  it('a successful write under a list clears it only; a refused one and quiet ones clear nothing', async () => {
    const { read, write } = policyApp();
    const mixes = await read('/api/mixes');
    const news = await read('/api/actualites');
    await write('/api/mixes/refused');
    await write('/api/likes');
    expect(await read('/api/mixes')).toBe(mixes);
    await write('/api/mixes');
    expect(await read('/api/mixes')).toBeGreaterThan(mixes);
    expect(await read('/api/actualites')).toBe(news);
  });

  it('invalidate(c, topic) clears a list from elsewhere; an unknown prefix clears everything', async () => {
    const { read, write } = policyApp();
    const mixes = await read('/api/mixes');
    const news = await read('/api/actualites');
    await write('/api/likes/special');
    const newsAgain = await read('/api/actualites');
    expect(newsAgain).toBeGreaterThan(news);
    expect(await read('/api/mixes')).toBe(mixes);
    await write('/api/admins/anything');
    expect(await read('/api/mixes')).toBeGreaterThan(mixes);
    expect(await read('/api/actualites')).toBeGreaterThan(newsAgain);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('several API processes on one Postgres', () => {
  it("a write in one process clears the other's kept list (NOTIFY)", async () => {
    const config = { ...t.config, readCache: true, databaseUrl: t.databaseUrl };
    const writer = createApp(config, t.db);
    const reader = createApp(config, t.db);
    const stop = await listenForInvalidations(t.databaseUrl!, reader.readCache!);
    try {
      const listens = async () => ((await (await reader.app.request('/api/mixes')).json()) as Listed[])[0]!;
      const before = await listens();
      expect((await writer.app.request(`/api/mixes/${before.mixid}/listen`, json('PATCH', { is_starting: true }))).status).toBe(200);
      await expect.poll(async () => (await listens()).total_listens, { timeout: 5000 }).toBe(before.total_listens + 1);
    } finally {
      await stop();
    }
  });
});
