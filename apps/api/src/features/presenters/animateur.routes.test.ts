import { messages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

describe('GET /api/animateurs', () => {
  it('lists the visible presenters, newest first, without the hidden one', async () => {
    const response = await t.app.request('/api/animateurs');
    expect(response.status).toBe(200);
    const presenters = await response.json();
    const hidden = await t.db.selectFrom('animateurs').select('animateurid').where('hidden', '=', true).execute();
    expect(hidden).toHaveLength(1);
    expect(presenters).toHaveLength(5);
    expect(presenters.map((p: { animateurid: number }) => p.animateurid)).not.toContain(hidden[0].animateurid);
    const ids = presenters.map((p: { animateurid: number }) => p.animateurid);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(presenters[0]).not.toHaveProperty('hidden');
    expect(new Set(presenters.map((p: { role: string }) => p.role))).toEqual(new Set(['animateur', 'DJ']));
  });

  it('answers 304 to a client that already has the current list', async () => {
    const first = await t.app.request('/api/animateurs');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toContain('public');
    const second = await t.app.request('/api/animateurs', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
  });
});

describe('GET /api/animateurs/:id', () => {
  it('returns one presenter', async () => {
    const response = await t.app.request('/api/animateurs/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ animateurid: 1, prenom: 'Sophie', nom: 'Laurent', role: 'animateur' });
  });

  it('hides the placeholder presenter behind a 404', async () => {
    const response = await t.app.request('/api/animateurs/4');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: messages.animateurNotFound, code: 'not_found' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %s with a French 400', async (id) => {
    const response = await t.app.request(`/api/animateurs/${id}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: messages.invalidId });
  });
});
