import { INACTIVITY_TIMEOUT_MS, messages } from '@station/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/sessions.ts';
import { DEMO_LOGINS, login, loginAs, sessionCookieOf, withCookie } from '../../test/accounts.ts';
import { appPerFile, createTestApp, json } from '../../test/test-app.ts';

const t = appPerFile();

const me = async (cookie?: string) => (await t.app.request('/api/auth/me', withCookie(cookie))).json();
const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const sessionRow = (cookie: string) =>
  t.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(tokenOf(cookie))).executeTakeFirst();

describe('POST /api/auth/login', () => {
  it('signs a user in with an httpOnly, SameSite=Lax cookie and answers the account', async () => {
    const response = await t.app.request('/api/auth/login', json('POST', DEMO_LOGINS.user));
    expect(response.status).toBe(200);
    const { account } = await response.json();
    expect(account).toMatchObject({ role: 'user', email: 'lea.martin@example.org', name: 'Léa Martin' });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^session=[\w-]{43}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/m);
    expect(setCookie).not.toMatch(/Secure/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    // The database keeps the token's SHA-256 only.
    const cookie = sessionCookieOf(response)!;
    const stored = await sessionRow(cookie);
    expect(stored).toMatchObject({ account_role: 'user', account_id: account.id });
    expect(await t.db.selectFrom('sessions').where('token_hash', '=', tokenOf(cookie)).selectAll().execute()).toHaveLength(0);
    expect(await me(cookie)).toEqual({ account, expired: false });
  });

  it('gives a new token at every login and ends the session the browser had', async () => {
    const first = await loginAs(t.app, 'talent');
    const second = await login(t.app, DEMO_LOGINS.talent.email, DEMO_LOGINS.talent.password, { Cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect(await sessionRow(first.cookie)).toBeUndefined();
    expect((await me(first.cookie)).account).toBeNull();
    expect((await me(second.cookie)).account).toMatchObject({ role: 'talent', name: 'Nina Rose' });
  });

  it('uses the __Host- prefix and Secure over HTTPS, directly or behind a trusted proxy', async () => {
    const direct = await t.app.request('https://localhost/api/auth/login', json('POST', DEMO_LOGINS.admin, { Origin: 'https://localhost' }));
    expect(direct.headers.getSetCookie().join()).toMatch(/^__Host-session=[\w-]{43}; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);

    const proxied = await createTestApp({ trustProxy: true });
    try {
      const behindProxy = await proxied.app.request(
        '/api/auth/login',
        json('POST', DEMO_LOGINS.admin, { Origin: 'https://radio.example.fr', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'radio.example.fr' }),
      );
      expect(behindProxy.status).toBe(200);
      expect(behindProxy.headers.getSetCookie().join()).toMatch(/^__Host-session=.*; Secure; SameSite=Lax$/);
    } finally {
      await proxied.close();
    }
    // Not trusted: the header is the client's word and changes nothing.
    const untrusted = await t.app.request('/api/auth/login', json('POST', DEMO_LOGINS.admin, { 'X-Forwarded-Proto': 'https' }));
    expect(untrusted.headers.getSetCookie().join()).toMatch(/^session=/);
  });

  it("lets the account's role decide, whatever the talent checkbox says", async () => {
    const response = await t.app.request('/api/auth/login', json('POST', { ...DEMO_LOGINS.moderator, talent: true }));
    expect(response.status).toBe(200);
    expect((await response.json()).account).toMatchObject({ role: 'moderator', name: 'Sophie Laurent' });
  });

  it.each([
    ['a wrong password', { email: DEMO_LOGINS.user.email, password: 'pas-le-bon' }, messages.loginFailed],
    ['an unknown email', { email: 'personne@example.org', password: 'demo-2026' }, messages.loginFailed],
    ['an unknown email, talent box ticked', { email: 'personne@example.org', password: 'demo-2026', talent: true }, messages.talentNotFoundForLogin],
    // Decision 082: the same answer for a talent's wrong password, so it never tells emails apart.
    ['a wrong password, talent box ticked', { email: 'kael@example.org', password: 'pas-le-bon', talent: true }, messages.talentNotFoundForLogin],
  ])('refuses %s with 401 and the spec message, setting no cookie', async (_label, body, message) => {
    const response = await t.app.request('/api/auth/login', json('POST', body));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: message });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['a malformed email', { email: 'pas-une-adresse', password: 'demo-2026' }, messages.emailInvalid],
    ['an empty password', { email: DEMO_LOGINS.user.email, password: '' }, messages.passwordRequired],
    ['a 5-character password', { email: DEMO_LOGINS.user.email, password: '12345' }, messages.passwordTooShort],
  ])('refuses %s with a French 400', async (_label, body, message) => {
    const response = await t.app.request('/api/auth/login', json('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });
});

describe('sessions: one hour without activity', () => {
  const setLastSeen = (cookie: string, millisecondsAgo: number) =>
    t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${millisecondsAgo / 1000})` })
      .where('token_hash', '=', hashToken(tokenOf(cookie)))
      .execute();

  it('refuses a session idle for more than an hour, deletes it and says it expired', async () => {
    const { cookie } = await loginAs(t.app, 'user');
    await setLastSeen(cookie, INACTIVITY_TIMEOUT_MS + 60_000);
    expect(await me(cookie)).toEqual({ account: null, expired: true });
    expect(await sessionRow(cookie)).toBeUndefined();

    const { cookie: other } = await loginAs(t.app, 'user');
    await setLastSeen(other, INACTIVITY_TIMEOUT_MS + 1000);
    const guarded = await t.app.request('/api/users', withCookie(other));
    expect(guarded.status).toBe(401);
    expect(await guarded.json()).toMatchObject({ error: messages.sessionExpired });
  });

  it('slides: a request within the hour renews it (cookie too); writes at most once a minute', async () => {
    const { cookie } = await loginAs(t.app, 'talent');
    await setLastSeen(cookie, INACTIVITY_TIMEOUT_MS - 60_000);
    const response = await t.app.request('/api/auth/me', withCookie(cookie));
    expect((await response.json()).account).toMatchObject({ role: 'talent' });
    expect(sessionCookieOf(response)).toBe(cookie);
    const renewed = (await sessionRow(cookie))!;
    expect(Date.now() - renewed.last_seen_at.getTime()).toBeLessThan(10_000);
    expect(renewed.expires_at.getTime() - renewed.last_seen_at.getTime()).toBe(INACTIVITY_TIMEOUT_MS);

    // A public read that renews the cookie is kept out of shared caches.
    await setLastSeen(cookie, 120_000);
    const publicRead = await t.app.request('/api/talons', withCookie(cookie));
    expect(sessionCookieOf(publicRead)).toBe(cookie);
    expect(publicRead.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await t.app.request('/api/talons')).headers.get('Cache-Control')).toMatch(/^public/);

    await setLastSeen(cookie, 30_000);
    const before = (await sessionRow(cookie))!.last_seen_at;
    const quiet = await t.app.request('/api/auth/me', withCookie(cookie));
    expect(sessionCookieOf(quiet)).toBeUndefined();
    expect((await sessionRow(cookie))!.last_seen_at).toEqual(before);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const { cookie } = await loginAs(t.app, 'moderator');
    const response = await t.app.request('/api/auth/logout', json('POST', {}, { Cookie: cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/^session=; Max-Age=0; Path=\//);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(await me(cookie)).toEqual({ account: null, expired: false });
  });
});

describe('GET /api/auth/me', () => {
  it('answers null for a visitor', async () => {
    expect(await me()).toEqual({ account: null, expired: false });
  });
});
