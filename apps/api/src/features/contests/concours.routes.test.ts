import { type Concours, messages, parisDate } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/concours', () => {
  it('lists every contest, active ones first, two of them open until a future date', async () => {
    const contests: Concours[] = await (await t.app.request('/api/concours')).json();
    expect(contests).toHaveLength(3);
    expect(contests.map((contest) => contest.status)).toEqual(['active', 'active', 'inactive']);
    for (const contest of contests.filter((c) => c.status === 'active')) {
      expect(contest.date_fin > parisDate()).toBe(true);
      expect(contest.date_debut <= parisDate()).toBe(true);
    }
  });

  it('filters by status', async () => {
    const active: Concours[] = await (await t.app.request('/api/concours?status=active')).json();
    expect(active.map((contest) => contest.nom_concours)).toEqual(['Voix d’Or 2026', 'Beatmakers Challenge']);
    expect((await t.app.request('/api/concours?status=ouvert')).status).toBe(400);
  });
});

describe('GET /api/concours/:concoursid', () => {
  it('returns one contest, or a French 404', async () => {
    expect(await (await t.app.request('/api/concours/1')).json()).toMatchObject({ concoursid: 1, status: 'active' });
    const missing = await t.app.request('/api/concours/77');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: messages.concoursNotFound });
    expect((await t.app.request('/api/concours/x')).status).toBe(400);
  });
});
