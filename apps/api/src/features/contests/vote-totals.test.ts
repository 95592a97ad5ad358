// Every submission keeps its vote totals on its own row (the votes_keep_totals trigger),
// so the public list never recounts the votes table. Whatever adds or removes a vote, the kept
// totals must equal a recount of the votes themselves.
import { describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();

/** Kept totals and a fresh recount, per submission, for every submission. */
async function keptAndCounted() {
  const kept = await t.db.selectFrom('soumissions').select(['soumissionid', 'votes_gratuit', 'votes_premium']).orderBy('soumissionid').execute();
  const counted = await t.db
    .selectFrom('votes')
    .select((eb) => ['soumission_id', eb.fn.countAll<number>().filterWhere('type_vote', '=', 'gratuit').as('gratuit'), eb.fn.countAll<number>().filterWhere('type_vote', '=', 'premium').as('premium')])
    .groupBy('soumission_id')
    .execute();
  const recount = (id: number) => counted.find((row) => row.soumission_id === id);
  return kept.map((row) => ({
    soumissionid: row.soumissionid,
    kept: [row.votes_gratuit, row.votes_premium],
    counted: [Number(recount(row.soumissionid)?.gratuit ?? 0), Number(recount(row.soumissionid)?.premium ?? 0)],
  }));
}

const expectKeptEqualsCounted = async () => {
  for (const row of await keptAndCounted()) expect(row.kept, `submission ${row.soumissionid}`).toEqual(row.counted);
};

describe('vote totals kept on each submission', () => {
  it('start equal to the seeded votes (the trigger counted them as they were seeded)', async () => {
    const rows = await keptAndCounted();
    expect(rows.some((row) => row.counted[0]! + row.counted[1]! > 0)).toBe(true);
    await expectKeptEqualsCounted();
  });

  it("follow free votes, a deleted account's anonymous votes and a deleted vote", async () => {
    const entry = await t.db
      .selectFrom('soumissions as s')
      .innerJoin('concours as c', 'c.concoursid', 's.concours_id')
      .select(['s.soumissionid', 's.votes_gratuit'])
      .where('c.status', '=', 'active')
      .orderBy('s.soumissionid')
      .executeTakeFirstOrThrow();
    const voter = await loginAs(t.app, 'user');
    const answer = await t.app.request('/api/votes', withCookie(voter.cookie, json('POST', { soumission_id: entry.soumissionid, type_vote: 'gratuit' })));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ votes_gratuit: entry.votes_gratuit + 1 });
    await expectKeptEqualsCounted();

    // A deleted account's votes stay, anonymous (user_id set null): the totals do not move.
    const theirs = await t.db.selectFrom('votes').select('id').where('user_id', '=', voter.account.id).orderBy('id').execute();
    await t.db.deleteFrom('users').where('userid', '=', voter.account.id).execute();
    await expectKeptEqualsCounted();
    const after = await t.db.selectFrom('soumissions').select('votes_gratuit').where('soumissionid', '=', entry.soumissionid).executeTakeFirstOrThrow();
    expect(after.votes_gratuit).toBe(entry.votes_gratuit + 1);
    expect(await t.db.selectFrom('votes').select('id').where('user_id', 'is', null).orderBy('id').execute()).toEqual(theirs);

    const anyVote = await t.db.selectFrom('votes').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.deleteFrom('votes').where('id', '=', anyVote.id).execute();
    await expectKeptEqualsCounted();
  });
});
