import { messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();
let lea: string;
// Two entries of one open contest, one entry of the other open contest, one of the closed contest.
let first: number;
let sameContest: number;
let otherContest: number;
let closed: number;
beforeAll(async () => {
  lea = (await loginAs(t.app, 'user')).cookie;
  const entries = await t.db
    .selectFrom('soumissions as s')
    .innerJoin('concours as c', 'c.concoursid', 's.concours_id')
    .select(['s.soumissionid', 's.concours_id', 'c.status'])
    .orderBy('s.soumissionid')
    .execute();
  const open = entries.filter((entry) => entry.status === 'active');
  first = open[0]!.soumissionid;
  sameContest = open.find((entry) => entry.concours_id === open[0]!.concours_id && entry.soumissionid !== first)!.soumissionid;
  otherContest = open.find((entry) => entry.concours_id !== open[0]!.concours_id)!.soumissionid;
  // The seed has no entry in its closed contest: add one.
  const shut = await t.db.selectFrom('concours').select('concoursid').where('status', '=', 'inactive').executeTakeFirstOrThrow();
  const talent = await t.db.selectFrom('talons').select('talonid').executeTakeFirstOrThrow();
  closed = (
    await t.db.insertInto('soumissions').values({ concours_id: shut.concoursid, talon_id: talent.talonid, music_url: 'https://youtu.be/x', description: 'Ancienne' }).returning('soumissionid').executeTakeFirstOrThrow()
  ).soumissionid;
});

const vote = (cookie: string | undefined, soumission_id: number, type_vote = 'gratuit', headers: Record<string, string> = {}) =>
  t.app.request('/api/votes', withCookie(cookie, json('POST', { soumission_id, type_vote }, headers)));
const storedVotes = async (soumissionid: number) =>
  Number((await t.db.selectFrom('votes').select((eb) => eb.fn.countAll<number>().as('n')).where('soumission_id', '=', soumissionid).executeTakeFirstOrThrow()).n);
const listed = async (soumissionid: number) =>
  ((await (await t.app.request('/api/soumissions-concours')).json()) as { soumissionid: number; total_votes: number }[]).find((entry) => entry.soumissionid === soumissionid)!;

describe('contest votes', () => {
  it('records a free vote and answers the new totals, as the list then shows them', async () => {
    const before = await listed(first);
    const response = await vote(lea, first);
    expect(response.status).toBe(201);
    const totals = await response.json();
    expect(totals).toMatchObject({ soumission_id: first, total_votes: before.total_votes + 1 });
    expect((await listed(first)).total_votes).toBe(before.total_votes + 1);
  });

  it('refuses a second free vote in the same contest the same day, even for another entry', async () => {
    const before = await storedVotes(sameContest);
    const response = await vote(lea, sameContest);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: messages.voteAlreadyUsed, code: 'already_voted' });
    expect(await storedVotes(sameContest)).toBe(before);
  });

  it('accepts the free vote of the day in the other contest', async () => {
    expect((await vote(lea, otherContest)).status).toBe(201);
  });

  it('records exactly one of several concurrent free votes, with or without idempotency keys', async () => {
    const hugo = (await t.app.request('/api/auth/login', json('POST', { email: 'hugo.bernard@example.org', password: 'demo-2026' }))).headers.getSetCookie()[0]!.split(';')[0]!;
    const hugoId = (await t.db.selectFrom('users').select('userid').where('email', '=', 'hugo.bernard@example.org').executeTakeFirstOrThrow()).userid;
    const responses = await Promise.all([
      vote(hugo, first),
      vote(hugo, sameContest),
      vote(hugo, first, 'gratuit', { 'Idempotency-Key': 'concurrent-vote-1' }),
      vote(hugo, sameContest, 'gratuit', { 'Idempotency-Key': 'concurrent-vote-2' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const today = await t.db.selectFrom('votes').select('id').where('user_id', '=', hugoId).where('created_at', '>', new Date(Date.now() - 60_000)).execute();
    expect(today).toHaveLength(1);
  });

  it('answers a replayed outbox vote with its first answer and stores it once', async () => {
    const registered = (await t.app.request('/api/users', json('POST', { nom: 'Vote', prenom: 'Rejoué', email: 'rejoue@example.org', password: 'rejoue-2026' }))).status;
    expect(registered).toBe(201);
    // A new account votes once its address is confirmed (tested in email-verification.routes.test.ts).
    await t.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', 'rejoue@example.org').execute();
    const cookie = (await t.app.request('/api/auth/login', json('POST', { email: 'rejoue@example.org', password: 'rejoue-2026' }))).headers.getSetCookie()[0]!.split(';')[0]!;
    const before = await storedVotes(otherContest);
    const once = await vote(cookie, otherContest, 'gratuit', { 'Idempotency-Key': 'outbox-vote-0001' });
    const again = await vote(cookie, otherContest, 'gratuit', { 'Idempotency-Key': 'outbox-vote-0001' });
    expect([once.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await storedVotes(otherContest)).toBe(before + 1);
  });

  it('prompts visitors to log in and refuses talents with the spec words, staff too', async () => {
    const visitor = await vote(undefined, otherContest);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ error: messages.loginRequired });
    const talent = await vote((await loginAs(t.app, 'talent')).cookie, otherContest);
    expect(talent.status).toBe(403);
    expect(await talent.json()).toMatchObject({ error: 'Les talents ne peuvent pas voter.' });
    const admin = await vote((await loginAs(t.app, 'admin')).cookie, otherContest);
    expect(admin.status).toBe(403);
  });

  it('refuses unknown entries (404) and entries of a closed contest (409)', async () => {
    const missing = await vote(lea, 999_999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: messages.voteSubmissionNotFound });
    const shut = await vote(lea, closed);
    expect(shut.status).toBe(409);
    expect(await shut.json()).toMatchObject({ error: messages.voteContestClosed });
  });

  it.each([
    ['an unknown vote type', { soumission_id: 1, type_vote: 'double' }, messages.voteTypeInvalid],
    ['no vote type', { soumission_id: 1 }, messages.voteTypeInvalid],
    ['a string id', { soumission_id: '1', type_vote: 'gratuit' }, messages.invalidId],
    ['a negative id', { soumission_id: -3, type_vote: 'gratuit' }, messages.invalidId],
  ])('refuses %s with a French 400', async (_label, body, message) => {
    const response = await t.app.request('/api/votes', withCookie(lea, json('POST', body)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('explains that premium voting is not available without payment settings, and records nothing', async () => {
    const status = await t.app.request('/api/votes/premium-status');
    expect(await status.json()).toEqual({ available: false, message: messages.premiumVoteUnavailable });
    const before = await storedVotes(otherContest);
    const premium = await vote(lea, otherContest, 'premium');
    expect(premium.status).toBe(503);
    expect(await premium.json()).toMatchObject({ error: messages.premiumVoteUnavailable, code: 'premium_unavailable' });
    expect(await storedVotes(otherContest)).toBe(before);
  });
});
