// 'Mes données': the export holds each kind of data kept about the account; deleting
// it (password again) leaves no row naming it, keeps its votes anonymous (contest totals do not
// move), removes a talent's uploaded files and ends its sessions. The purge keeps the schedule.
import { NEWSLETTER_CONSENT, accountDataMessages } from '@station/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { login, withCookie } from '../../test/accounts.ts';
import { registrationForm } from '../../test/permission-matrix-contests.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { appPerFile, json } from '../../test/test-app.ts';
import { purgeExpiredData } from './retention.ts';
import { firstArticleId } from '../../test/factories.ts';

const t = appPerFile();

const send = (method: string, path: string, body: unknown, cookie: string) => t.app.request(path, withCookie(cookie, json(method, body)));

/** A new account whose address is confirmed (as if its link had been followed). */
async function newAccount(kind: 'users' | 'talons', email: string, body: Record<string, string>) {
  expect((await t.app.request(`/api/${kind}`, json('POST', { email, password: 'quintal-2026', ...body }))).status).toBe(201);
  await t.db.updateTable(kind).set({ email_verified_at: new Date() }).where('email', '=', email).execute();
  return login(t.app, email, 'quintal-2026');
}

/** Tables with a row whose text mentions `needle`, and how many. */
async function rowsNaming(needle: string) {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db);
  const found: Record<string, number> = {};
  for (const { name } of rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)} t where t::text ilike ${`%${needle}%`}`.execute(t.db);
    if (result.rows[0]!.n > 0) found[name] = result.rows[0]!.n;
  }
  return found;
}

const totals = async () =>
  (await t.db.selectFrom('soumissions').select(['soumissionid', 'votes_gratuit', 'votes_premium']).orderBy('soumissionid').execute()).map((row) => `${row.soumissionid}:${row.votes_gratuit}:${row.votes_premium}`);

describe('a listener', () => {
  it('downloads every kind of data kept, then deletes the account: nothing names it, its vote still counts', async () => {
    const email = 'zoe.quintal@example.org';
    const zoe = await newAccount('users', email, { nom: 'Quintal', prenom: 'Zoé' });
    const other = await login(t.app, email, 'quintal-2026');
    const article = await firstArticleId(t.db);
    const entry = (await t.db.selectFrom('soumissions as s').innerJoin('concours as c', 'c.concoursid', 's.concours_id').select('s.soumissionid').where('c.status', '=', 'active').orderBy('s.soumissionid').executeTakeFirstOrThrow()).soumissionid;
    const programme = (await t.db.selectFrom('programmes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const emission = (await t.db.selectFrom('emissions').select('id').where('mp3_url', 'is not', null).executeTakeFirstOrThrow()).id;
    expect((await send('POST', '/api/comments', { content_type: 'actualite', content_id: article, comment_text: 'Quintal adore cet article' }, zoe.cookie)).status).toBe(201);
    // Sent as the offline outbox sends it: its answer (the dedication's text, the sender's name) is stored with its key.
    const dedication = await t.app.request('/api/dedicaces', withCookie(zoe.cookie, json('POST', { nom_destinataire: 'Camille', nom_expediteur: 'Zoé Quintal', message: 'Pour toi !' }, { 'Idempotency-Key': 'quintal-dedicace-0001' })));
    expect(dedication.status).toBe(201);
    expect(await t.db.selectFrom('idempotency_keys').select('id').where('key', '=', 'quintal-dedicace-0001').execute()).toHaveLength(1);
    expect((await send('POST', '/api/likes', { content_type: 'mix', content_id: 1 }, zoe.cookie)).status).toBe(201);
    const { playlist } = await (await send('POST', '/api/playlists', { title: 'Les nuits de Quintal' }, zoe.cookie)).json();
    expect((await send('POST', `/api/playlists/${playlist.id}/tracks`, { emission_id: emission }, zoe.cookie)).status).toBe(201);
    expect((await send('POST', '/api/votes', { soumission_id: entry, type_vote: 'gratuit' }, zoe.cookie)).status).toBe(201);
    expect((await send('POST', '/api/schedule/follows', { programme_id: programme }, zoe.cookie)).status).toBe(201);
    expect((await send('POST', '/api/newsletter', { email, source: 'footer' }, zoe.cookie)).status).toBe(202);
    await t.mail.idle();

    const exported = await t.app.request('/api/account/export', withCookie(zoe.cookie));
    expect(exported.status).toBe(200);
    expect(exported.headers.get('Content-Disposition')).toMatch(/attachment; filename="mes-donnees-/);
    const data = await exported.json();
    expect(data.account).toMatchObject({ email, nom: 'Quintal', prenom: 'Zoé' });
    expect(data.account).not.toHaveProperty('password_hash');
    for (const kind of ['comments', 'dedications', 'likes', 'playlists', 'votes', 'follows', 'newsletter', 'sessions', 'mails']) {
      // Two sessions (two logins); two mails (the address confirmation, the newsletter's link).
      expect(data[kind], kind).toHaveLength(kind === 'sessions' || kind === 'mails' ? 2 : 1);
    }
    expect(data.playlists[0].tracks).toHaveLength(1);
    expect(data.newsletter[0]).toMatchObject({ source: 'footer', consent_text: NEWSLETTER_CONSENT, confirmed_at: null });
    expect(data.push_subscriptions.note).toBe(accountDataMessages.pushNote);

    const before = await totals();
    const wrong = await send('DELETE', '/api/account', { password: 'pas-le-bon' }, zoe.cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: accountDataMessages.deletionPasswordWrong });
    expect(Object.keys(await rowsNaming('quintal')).length).toBeGreaterThan(0);

    const deleted = await send('DELETE', '/api/account', { password: 'quintal-2026' }, zoe.cookie);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: accountDataMessages.accountDeleted });
    expect(await rowsNaming('quintal')).toEqual({});
    expect(await t.db.selectFrom('idempotency_keys').select('id').where('key', '=', 'quintal-dedicace-0001').execute()).toHaveLength(0);
    expect(await totals()).toEqual(before);
    expect(await t.db.selectFrom('votes').select('id').where('user_id', 'is', null).execute()).toHaveLength(1);
    for (const session of [zoe, other]) expect((await (await t.app.request('/api/auth/me', withCookie(session.cookie))).json()).account).toBeNull();
    expect((await t.app.request('/api/auth/login', json('POST', { email, password: 'quintal-2026' }))).status).toBe(401);
  });
});

describe('a talent', () => {
  it("loses its uploaded files with the account; staff accounts are not deleted here", async () => {
    const email = 'quintal.talent@example.org';
    const talent = await newAccount('talons', email, { nom_artiste: 'Quintal', nom_complet: 'Noa Quintal' });
    const form = await registrationForm();
    form.set('name', 'Noa Quintal');
    form.set('email', email);
    const registered = await t.app.request('/api/contest-registrations', { method: 'POST', body: form, headers: { Origin: 'http://localhost', Cookie: talent.cookie } });
    expect(registered.status).toBe(201);
    const row = await t.db.selectFrom('contest_registrations').select(['photo_url', 'song_url']).where('email', '=', email).executeTakeFirstOrThrow();
    const files = storedFiles(t.config.dataDir, 'contest-uploads');
    expect(files).toContain(`contest-uploads/photo/${row.photo_url}`);
    expect(files).toContain(`contest-uploads/song/${row.song_url}`);

    expect((await send('DELETE', '/api/account', { password: 'quintal-2026' }, talent.cookie)).status).toBe(200);
    const after = storedFiles(t.config.dataDir, 'contest-uploads');
    expect(after).not.toContain(`contest-uploads/photo/${row.photo_url}`);
    expect(after).not.toContain(`contest-uploads/song/${row.song_url}`);
    expect(await rowsNaming('quintal')).toEqual({});

    const moderator = await login(t.app, 'sophie.laurent@example.org', 'demo-2026');
    const refused = await send('DELETE', '/api/account', { password: 'demo-2026' }, moderator.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: accountDataMessages.staffCannotDelete });
  });
});

describe('the retention schedule', () => {
  it('deletes expired sessions, old links, closed rate-limit windows and old mails, and keeps the rest', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const { cookie } = await login(t.app, 'lea.martin@example.org', 'demo-2026');
    const lea = await t.db.selectFrom('account_emails').select(['role', 'account_id']).where('email', '=', 'lea.martin@example.org').executeTakeFirstOrThrow();
    await t.db.insertInto('sessions').values({ token_hash: 'expiree', account_role: lea.role, account_id: lea.account_id, expires_at: daysAgo(1) }).execute();
    const token = (hash: string, expires: Date, used: Date | null) => ({ token_hash: hash, purpose: 'password_reset' as const, account_role: lea.role, account_id: lea.account_id, email: 'lea.martin@example.org', created_at: daysAgo(3), expires_at: expires, used_at: used });
    await t.db.insertInto('account_tokens').values([token('vieux', daysAgo(2), null), token('servi', daysAgo(-1), daysAgo(2)), token('frais', daysAgo(-1), null)]).execute();
    await t.db.insertInto('rate_limit_counters').values({ bucket: 'reset:account', key_hash: 'ancien', count: 1, window_start: daysAgo(3), last_hit_at: daysAgo(3) }).execute();
    await t.db.insertInto('mail_outbox').values([
      { kind: 'test', to_address: 'ancien@example.org', subject: 's', text_body: 't', html_body: 'h', status: 'kept', created_at: daysAgo(31) },
      { kind: 'test', to_address: 'recent@example.org', subject: 's', text_body: 't', html_body: 'h', status: 'kept', created_at: daysAgo(2) },
    ]).execute();

    const purged = await purgeExpiredData(t.db, now);
    expect(purged).toMatchObject({ sessions: 1, links: 2, mails: 1 });
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);
    expect((await t.db.selectFrom('account_tokens').select('token_hash').execute()).map((row) => row.token_hash)).toContain('frais');
    expect((await t.db.selectFrom('mail_outbox').select('to_address').execute()).map((row) => row.to_address)).toEqual(expect.arrayContaining(['recent@example.org']));
    expect((await (await t.app.request('/api/auth/me', withCookie(cookie))).json()).account).not.toBeNull();
    expect(await purgeExpiredData(t.db, now)).toMatchObject({ sessions: 0, links: 0, mails: 0 });
  });
});
