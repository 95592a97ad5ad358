import { type Concours, messages, parisDate } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

describe('GET /api/concours', () => {
  it('lists only the active contests to the public, both open until a future date', async () => {
    const contests: Concours[] = await (await t.app.request('/api/concours')).json();
    expect(contests).toHaveLength(2);
    for (const contest of contests) {
      expect(contest.status).toBe('active');
      expect(contest.date_fin > parisDate()).toBe(true);
      expect(contest.date_debut <= parisDate()).toBe(true);
    }
  });

  it('filters by status', async () => {
    const active: Concours[] = await (await t.app.request('/api/concours?status=active')).json();
    expect(active.map((contest) => contest.nom_concours)).toEqual(['Voix d’Or 2026', 'Beatmakers Challenge']);
    expect((await t.app.request('/api/concours?status=ouvert')).status).toBe(400);
    // The closed contest is for admins only (concours-admin.routes.test.ts).
    expect((await t.app.request('/api/concours?status=inactive')).status).toBe(401);
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
