import { type Mix, messages, WEEKLY_MIX_CATEGORY } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile, brokenJson, json } from '../../test/test-app.ts';

const t = appPerFile();

describe('GET /api/mixes', () => {
  it('lists the 8 demo mixes, newest first, with their DJ and 3 weekly mixes', async () => {
    const response = await t.app.request('/api/mixes');
    expect(response.status).toBe(200);
    const mixes: Mix[] = await response.json();
    expect(mixes).toHaveLength(8);
    expect(mixes.filter((mix) => mix.categorie === WEEKLY_MIX_CATEGORY)).toHaveLength(3);
    const dates = mixes.map((mix) => mix.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const mix of mixes) {
      expect(mix.animateur_prenom).toBeTruthy();
      expect(mix.mp3_url).toMatch(/\.mp3$/);
      // No invented figures.
      expect(mix.total_listens).toBe(0);
      expect(mix.current_listeners).toBe(0);
    }
  });

  it('answers 304 when the list has not changed', async () => {
    const first = await t.app.request('/api/mixes');
    const second = await t.app.request('/api/mixes', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(second.status).toBe(304);
  });
});

describe('GET /api/mixes/:mixid', () => {
  it('returns one mix with its DJ names', async () => {
    const response = await t.app.request('/api/mixes/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mixid: 1, categorie: WEEKLY_MIX_CATEGORY, animateur_prenom: 'Karim', animateur_nom: 'Benali' });
  });

  it('refuses a non-numeric id with a French 400', async () => {
    const response = await t.app.request('/api/mixes/abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: messages.invalidId });
  });

  it('answers an unknown mix with a French 404', async () => {
    const response = await t.app.request('/api/mixes/424242');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: messages.mixNotFound, code: 'not_found' });
  });
});

describe('PATCH /api/mixes/:mixid/listen', () => {
  const listen = (mixid: number | string, body: unknown) => t.app.request(`/api/mixes/${mixid}/listen`, json('PATCH', body));
  const counters = async (mixid: number) => {
    const mix: Mix = await (await t.app.request(`/api/mixes/${mixid}`)).json();
    return { total: mix.total_listens, current: mix.current_listeners };
  };

  it('counts a starting listen for a visitor and returns the mix with its new figures', async () => {
    const before = await counters(2);
    const response = await listen(2, { is_starting: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mixid: 2, total_listens: before.total + 1, current_listeners: before.current + 1 });
    expect(await counters(2)).toEqual({ total: before.total + 1, current: before.current + 1 });
  });

  it('a stopping listen lowers the current listeners only, never below 0', async () => {
    await listen(3, { is_starting: true });
    await listen(3, { is_starting: true });
    expect(await counters(3)).toEqual({ total: 2, current: 2 });
    for (let i = 0; i < 4; i++) expect((await listen(3, { is_starting: false })).status).toBe(200);
    expect(await counters(3)).toEqual({ total: 2, current: 0 });
  });

  it('keeps every concurrent listen', async () => {
    await Promise.all(Array.from({ length: 10 }, () => listen(4, { is_starting: true })));
    expect(await counters(4)).toEqual({ total: 10, current: 10 });
  });

  it.each([
    ['an empty object', {}],
    ['a string', { is_starting: 'true' }],
    ['a number', { is_starting: 1 }],
    ['null', { is_starting: null }],
    ['an array', [true]],
  ])('refuses %s with a French 400 and changes nothing', async (_label, body) => {
    const before = await counters(5);
    const response = await listen(5, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: messages.mixListenInvalid, code: 'invalid_body' });
    expect(await counters(5)).toEqual(before);
  });

  it('refuses malformed JSON and a missing body with a French 400', async () => {
    const malformed = await t.app.request('/api/mixes/5/listen', brokenJson('PATCH', '{"is_starting": tru'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: messages.invalidBody });
    const empty = await t.app.request('/api/mixes/5/listen', { method: 'PATCH', headers: { Origin: 'http://localhost' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: messages.mixListenInvalid });
  });

  it('answers an unknown mix with a French 404 and a bad id with a 400', async () => {
    const unknown = await listen(424242, { is_starting: true });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: messages.mixNotFound, code: 'not_found' });
    expect((await listen('abc', { is_starting: true })).status).toBe(400);
  });
});
