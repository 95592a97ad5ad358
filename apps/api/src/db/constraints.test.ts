// The rules the database itself enforces, whatever the code above it does.
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../test/test-app.ts';

const t = appPerFile();

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VsZGVtbw$aGFzaGRlbW8';
const failureCode = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('free votes', () => {
  it('records exactly one of two concurrent identical free votes', async () => {
    const submission = await t.db.selectFrom('soumissions').select(['soumissionid', 'concours_id']).orderBy('soumissionid').executeTakeFirstOrThrow();
    const user = await t.db.insertInto('users').values({ email: 'double.vote@example.org', password_hash: HASH }).returning('userid').executeTakeFirstOrThrow();
    const vote = () =>
      t.db.insertInto('votes').values({ soumission_id: submission.soumissionid, concours_id: submission.concours_id, user_id: user.userid, type_vote: 'gratuit' }).execute();
    const results = await Promise.allSettled([vote(), vote()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.code).toBe('23505');
    const rows = await t.db.selectFrom('votes').selectAll().where('user_id', '=', user.userid).execute();
    expect(rows).toHaveLength(1);
  });

  it('counts the day in Europe/Paris and refuses a vote whose contest does not match its submission', async () => {
    const submission = await t.db
      .selectFrom('soumissions')
      .select(['soumissionid as soumission_id', 'concours_id'])
      .orderBy('soumissionid')
      .executeTakeFirstOrThrow();
    const user = await t.db.insertInto('users').values({ email: 'nuit@example.org', password_hash: HASH }).returning('userid').executeTakeFirstOrThrow();
    const late = await t.db
      .insertInto('votes')
      .values({ ...submission, user_id: user.userid, type_vote: 'gratuit', created_at: new Date('2026-01-01T23:30:00Z') })
      .returning('vote_day')
      .executeTakeFirstOrThrow();
    expect(late.vote_day).toBe('2026-01-02');
    const wrongContest = t.db.insertInto('votes').values({ soumission_id: submission.soumission_id, concours_id: submission.concours_id + 1, user_id: user.userid, type_vote: 'gratuit' }).execute();
    expect(await failureCode(wrongContest)).toBe('23503');
    const unpaid = t.db.insertInto('votes').values({ ...submission, user_id: user.userid, type_vote: 'premium' }).execute();
    expect(await failureCode(unpaid)).toBe('23514');
  });
});

describe('one account per email', () => {
  it('refuses an email already used by another role, and frees it when that account goes', async () => {
    const user = await t.db.insertInto('users').values({ email: 'unique@example.org', password_hash: HASH }).returning('userid').executeTakeFirstOrThrow();
    const talent = (email: string) => t.db.insertInto('talons').values({ email, password_hash: HASH, nom_artiste: 'Doublon', nom_complet: 'Dou Blon' }).execute();
    expect(await failureCode(talent('unique@example.org'))).toBe('23505');
    expect(await failureCode(t.db.insertInto('admins').values({ email: 'unique@example.org', password_hash: HASH }).execute())).toBe('23505');
    // Emails are stored lowercased, so case cannot sneak a duplicate in.
    expect(await failureCode(talent('Unique@Example.org'))).toBe('23514');
    await t.db.deleteFrom('users').where('userid', '=', user.userid).execute();
    expect(await failureCode(talent('unique@example.org'))).toBe('ok');
  });

  it('refuses changing an email to one another account uses', async () => {
    const admin = await t.db.selectFrom('admins').select('email').executeTakeFirstOrThrow();
    const change = t.db.updateTable('users').set({ email: admin.email }).where('email', '=', 'lea.martin@example.org').execute();
    expect(await failureCode(change)).toBe('23505');
  });

  it('stores hashes only and ends sessions with their account', async () => {
    expect(await failureCode(t.db.insertInto('users').values({ email: 'clair@example.org', password_hash: 'motdepasse' }).execute())).toBe('23514');
    const user = await t.db.insertInto('users').values({ email: 'session@example.org', password_hash: HASH }).returning('userid').executeTakeFirstOrThrow();
    await t.db.insertInto('sessions').values({ token_hash: 'abc', account_role: 'user', account_id: user.userid, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    await t.db.deleteFrom('users').where('userid', '=', user.userid).execute();
    expect(await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', 'abc').execute()).toEqual([]);
  });
});

describe('content rules', () => {
  it('keeps listener counts at zero or more and dedications within the spec limits', async () => {
    expect(await failureCode(t.db.updateTable('mixes').set({ current_listeners: -1 }).where('mixid', '=', 1).execute())).toBe('23514');
    const user = await t.db.selectFrom('users').select('userid').executeTakeFirstOrThrow();
    const dedication = (message: string) =>
      t.db.insertInto('dedicaces').values({ user_id: user.userid, message, nom_expediteur: 'Léa', nom_destinataire: 'Paul', programme_id: null, rejection_reason: null, moderated_by_admin_id: null, moderated_by_admin_animateur_id: null, moderated_at: null }).execute();
    expect(await failureCode(dedication('x'.repeat(501)))).toBe('23514');
    expect(await failureCode(dedication('x'.repeat(500)))).toBe('ok');
  });

  it('refuses a programme ending before it starts and deletes reactions with their content', async () => {
    const programme = t.db.insertInto('programmes').values({ title: 'À l’envers', start_time: '23:00', end_time: '01:00', days: ['Monday'], description: null, host: null, specific_date: null, img_url: null, animateur_id: null, emission_id: null }).execute();
    expect(await failureCode(programme)).toBe('23514');
    const user = await t.db.selectFrom('users').select('userid').executeTakeFirstOrThrow();
    await t.db.insertInto('likes').values({ content_type: 'mix', content_id: 8, user_id: user.userid }).execute();
    await t.db.insertInto('comments').values({ content_type: 'mix', content_id: 8, user_id: user.userid, comment_text: 'Super mix !' }).execute();
    await t.db.deleteFrom('mixes').where('mixid', '=', 8).execute();
    expect(await t.db.selectFrom('likes').selectAll().where('content_id', '=', 8).where('content_type', '=', 'mix').execute()).toEqual([]);
    expect(await t.db.selectFrom('comments').selectAll().where('content_id', '=', 8).where('content_type', '=', 'mix').execute()).toEqual([]);
  });
});
