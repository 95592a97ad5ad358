import type { PublicTalent } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/talons', () => {
  it('returns the public fields of every talent and nothing private', async () => {
    const response = await t.app.request('/api/talons');
    expect(response.status).toBe(200);
    const talents: PublicTalent[] = await response.json();
    expect(talents).toHaveLength(4);
    for (const talent of talents) {
      expect(Object.keys(talent).sort()).toEqual(
        ['avatar_url', 'biographie', 'date_inscription', 'genre_musical', 'nom_artiste', 'nom_complet', 'talonid', 'total_votes'],
      );
    }
  });

  it('counts the votes each talent received across contests', async () => {
    const talents: PublicTalent[] = await (await t.app.request('/api/talons')).json();
    const { count } = await t.db.selectFrom('votes').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(talents.reduce((sum, talent) => sum + talent.total_votes, 0)).toBe(count);
    expect(talents.find((talent) => talent.nom_artiste === 'Sacha B')?.total_votes).toBe(2);
  });
});
