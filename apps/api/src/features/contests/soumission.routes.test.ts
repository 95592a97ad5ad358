import type { Soumission } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/soumissions-concours', () => {
  it('lists every submission with the talent names and counts computed from the votes', async () => {
    const submissions: Soumission[] = await (await t.app.request('/api/soumissions-concours')).json();
    expect(submissions).toHaveLength(5);
    const votes = await t.db.selectFrom('votes').select(['soumission_id', 'type_vote']).execute();
    for (const submission of submissions) {
      const own = votes.filter((vote) => vote.soumission_id === submission.soumissionid);
      expect(submission.votes_gratuit).toBe(own.filter((vote) => vote.type_vote === 'gratuit').length);
      expect(submission.votes_premium).toBe(own.filter((vote) => vote.type_vote === 'premium').length);
      expect(submission.total_votes).toBe(own.length);
      expect(submission.nom_artiste).toBeTruthy();
      expect(submission.nom_complet).toBeTruthy();
      expect(submission.music_url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
    }
    const nina = submissions.find((submission) => submission.nom_artiste === 'Nina Rose')!;
    expect(nina).toMatchObject({ nom_complet: 'Nina Rousseau', votes_gratuit: 5, votes_premium: 1, total_votes: 6 });
  });

  it('keeps one contest with ?concours_id', async () => {
    const submissions: Soumission[] = await (await t.app.request('/api/soumissions-concours?concours_id=2')).json();
    expect(submissions).toHaveLength(2);
    expect(submissions.every((submission) => submission.concours_id === 2)).toBe(true);
    expect(await (await t.app.request('/api/soumissions-concours?concours_id=999')).json()).toEqual([]);
    expect((await t.app.request('/api/soumissions-concours?concours_id=deux')).status).toBe(400);
  });
});
