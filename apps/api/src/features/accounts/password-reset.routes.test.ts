// 'Mot de passe oublié ?' against a real SMTP server: the mail's link is followed,
// other sessions end, the link works once and not after its hour (injected clock, no sleep), and
// an address without an account gets the very same answer.
import { mailMessages, messages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/accounts.ts';
import { login, withCookie } from '../../test/accounts.ts';
import { linkIn, MAIL_FROM, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, json } from '../../test/test-app.ts';
import { TEST_ADMIN } from '../../test/test-config.ts';
import { RESET_PATH } from './password-reset.service.ts';

const DEMO_PORT = 3200;
let inbox: SmtpInbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
let now = Date.now();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  // The demo's setting (no PUBLIC_URL): links go to the server's own address. Behind a proxy that
  // passes the client's Host on (TRUST_PROXY=true), as a forged Host would reach it.
  t = await createTestApp({ publicUrl: undefined, port: DEMO_PORT, trustProxy: true, mail: { smtpUrl: inbox.url, from: MAIL_FROM }, clock: () => new Date(now) });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const ask = (email: string, headers: Record<string, string> = {}) => t.app.request('/api/auth/password-reset/request', json('POST', { email }, headers));
const reset = (token: string, password: string, confirmPassword = password) =>
  t.app.request('/api/auth/password-reset', json('POST', { token, password, confirmPassword }));
const me = async (cookie: string) => (await (await t.app.request('/api/auth/me', withCookie(cookie))).json()).account;

/** Asks for a link for `email` and returns the token of the mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  expect((await ask(email)).status).toBe(200);
  const mail = await inbox.next((m) => m.to.includes(email));
  expect(mail.subject).toBe('Réinitialisation de votre mot de passe — Radio Live');
  expect(mail.html).toContain('Choisir un nouveau mot de passe');
  return linkIn(mail, RESET_PATH).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link that sets a new password and ends every other session; the link works once', async () => {
    const email = 'lea.martin@example.org';
    const phone = await login(t.app, email, DEMO_PASSWORD);
    const laptop = await login(t.app, email, DEMO_PASSWORD);
    const token = await mailedToken(email);
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const done = await reset(token, 'nouveau-2026');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: mailMessages.passwordReset });
    expect(await me(phone.cookie)).toBeNull();
    expect(await me(laptop.cookie)).toBeNull();
    expect((await t.app.request('/api/auth/login', json('POST', { email, password: DEMO_PASSWORD }))).status).toBe(401);
    await login(t.app, email, 'nouveau-2026');

    const again = await reset(token, 'autre-2026');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: mailMessages.resetLinkInvalid });
    await login(t.app, email, 'nouveau-2026');
  });

  it('refuses the link once its hour has passed', async () => {
    const token = await mailedToken('hugo.bernard@example.org');
    now += 61 * 60_000;
    const late = await reset(token, 'trop-tard-2026');
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: mailMessages.resetLinkInvalid });
    await login(t.app, 'hugo.bernard@example.org', DEMO_PASSWORD);
  });

  it('works for moderators and admins too', async () => {
    const token = await mailedToken('sophie.laurent@example.org');
    now += 59 * 60_000; // still inside the hour
    expect((await reset(token, 'moderatrice-2026')).status).toBe(200);
    const { account } = await login(t.app, 'sophie.laurent@example.org', 'moderatrice-2026');
    expect(account.role).toBe('moderator');
  });

  it('answers an unknown address with the very same bytes, and mails nobody', async () => {
    const known = await ask('chloe.petit@example.org');
    const unknown = await ask('personne.inconnue@example.org');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    // The date and the request's own id (every answer has a new one) are the only headers that differ.
    const sameForAll = ([name]: [string, string]) => name !== 'date' && name !== 'x-request-id';
    expect([...unknown.headers].filter(sameForAll)).toEqual([...known.headers].filter(sameForAll));
    expect(unknown.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    await t.mail.idle();
    const recipients = (await t.db.selectFrom('mail_outbox').select('to_address').execute()).map((row) => row.to_address);
    expect(recipients).toContain('chloe.petit@example.org');
    expect(recipients).not.toContain('personne.inconnue@example.org');
  });

  it('limits requests per address, with or without an account, in French', async () => {
    for (const email of ['lucas.durand@example.org', 'fantome@example.org']) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
      const refused = await ask(email);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: mailMessages.resetTooMany });
    }
  });

  it('checks the new password like the spec: 6 characters, confirmation equal', async () => {
    const short = await reset('x'.repeat(43), 'court');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: messages.passwordTooShort });
    const mismatch = await reset('x'.repeat(43), 'nouveau-2026', 'nouveau-2027');
    expect(await mismatch.json()).toMatchObject({ error: messages.passwordsMismatch });
  });
});

describe("the link's address", () => {
  it("is the server's own, never the Host or X-Forwarded-Host the request claims", async () => {
    // What outside testing did: 'Mot de passe oublié ?' for the admin, with Host: evil.example.
    const byHost = await t.app.request('http://evil.example/api/auth/password-reset/request', json('POST', { email: TEST_ADMIN.email }, { Origin: 'http://evil.example' }));
    expect(byHost.status).toBe(200);
    const first = await inbox.next((m) => m.to.includes(TEST_ADMIN.email));
    expect(linkIn(first, RESET_PATH).origin).toBe(`http://localhost:${DEMO_PORT}`);
    expect(first.text).not.toContain('evil.example');

    const byProxy = await t.app.request(
      '/api/auth/password-reset/request',
      json('POST', { email: TEST_ADMIN.email }, { Origin: 'https://evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' }),
    );
    expect(byProxy.status).toBe(200);
    const second = await inbox.next((m) => m.to.includes(TEST_ADMIN.email));
    expect(linkIn(second, RESET_PATH).origin).toBe(`http://localhost:${DEMO_PORT}`);
    expect(second.text + second.html).not.toContain('evil.example');
  });
});

describe('per client', () => {
  it('limits requests per client address', async () => {
    const few = await createTestApp({ rateLimits: { ...t.config.rateLimits, mailLinksPerAddress: 2 } });
    try {
      const send = (email: string) => few.app.request('/api/auth/password-reset/request', json('POST', { email }));
      expect((await send('a@example.org')).status).toBe(200);
      expect((await send('b@example.org')).status).toBe(200);
      expect((await send('c@example.org')).status).toBe(429);
    } finally {
      await few.close();
    }
  });
});
