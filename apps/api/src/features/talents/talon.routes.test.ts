import type { PublicTalent } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

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
