// Confirmed addresses against a real SMTP server: registration mails a link; before
// it is followed the account listens, likes and makes playlists but cannot vote, comment, send a
// dedication or enter a contest; after, it can. A new address in the profile waits for its own link.
import { mailMessages, messages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, withCookie } from '../../test/accounts.ts';
import { linkIn, MAIL_FROM, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, json } from '../../test/test-app.ts';
import { VERIFY_PATH } from './email-verification.service.ts';
import { firstArticleId, openSubmissionId } from '../../test/factories.ts';

let inbox: SmtpInbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
let openSubmission: number;
let article: number;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mail: { smtpUrl: inbox.url, from: MAIL_FROM } });
  openSubmission = await openSubmissionId(t.db);
  article = await firstArticleId(t.db);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = (path: string, body: unknown, cookie?: string) => t.app.request(path, withCookie(cookie, json('POST', body)));
const tokenOf = async (to: string, subject: RegExp) => {
  const mail = await inbox.next((m) => m.to.includes(to) && subject.test(m.subject));
  return linkIn(mail, VERIFY_PATH).searchParams.get('token')!;
};
const me = async (cookie: string) => (await (await t.app.request('/api/auth/me', withCookie(cookie))).json()).account;

async function expectUnverifiedRefusal(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: mailMessages.emailNotVerified, code: 'email_not_verified' });
}

describe('a new listener', () => {
  it('is refused the vote before following the link, and votes after', async () => {
    const email = 'nouvelle.auditrice@example.org';
    expect((await post('/api/users', { nom: 'Roux', prenom: 'Alix', email, password: 'ecoute-2026' })).status).toBe(201);
    const token = await tokenOf(email, /^Confirmez votre adresse email — Radio Live$/);
    const { cookie } = await login(t.app, email, 'ecoute-2026');
    expect(await me(cookie)).toMatchObject({ email, email_verified: false });

    await expectUnverifiedRefusal(await post('/api/votes', { soumission_id: openSubmission, type_vote: 'gratuit' }, cookie));
    await expectUnverifiedRefusal(await post('/api/comments', { content_type: 'actualite', content_id: article, comment_text: 'Bravo !' }, cookie));
    await expectUnverifiedRefusal(await post('/api/dedicaces', { nom_destinataire: 'Camille', nom_expediteur: 'Alix', message: 'Pour toi !' }, cookie));
    // Listening, liking and playlists stay open.
    expect((await post('/api/likes', { content_type: 'mix', content_id: 1 }, cookie)).status).toBe(201);
    expect((await post('/api/playlists', { title: 'Pour la route' }, cookie)).status).toBe(201);

    const confirmed = await post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: mailMessages.emailVerified });
    expect(await me(cookie)).toMatchObject({ email_verified: true });
    const voted = await post('/api/votes', { soumission_id: openSubmission, type_vote: 'gratuit' }, cookie);
    expect(voted.status).toBe(201);
    expect((await post('/api/comments', { content_type: 'actualite', content_id: article, comment_text: 'Bravo !' }, cookie)).status).toBe(201);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: mailMessages.verifyLinkInvalid });
  });

  it("'Renvoyer le lien' mails a new link, and says when there is nothing to confirm", async () => {
    const email = 'renvoi@example.org';
    await post('/api/users', { nom: 'Roux', prenom: 'Sam', email, password: 'ecoute-2026' });
    await tokenOf(email, /adresse email/);
    const { cookie } = await login(t.app, email, 'ecoute-2026');
    const resent = await post('/api/auth/verify-email/resend', {}, cookie);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ message: mailMessages.verificationSent });
    expect((await post('/api/auth/verify-email', { token: await tokenOf(email, /adresse email/) })).status).toBe(200);
    const nothing = await post('/api/auth/verify-email/resend', {}, cookie);
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({ error: mailMessages.alreadyVerified });
    expect((await post('/api/auth/verify-email/resend', {})).status).toBe(401);
  });
});

describe('a new talent', () => {
  it('enters a contest only once the address is confirmed', async () => {
    const email = 'nouveau.talent@example.org';
    expect((await post('/api/talons', { email, password: 'scene-2026', nom_artiste: 'Néon', nom_complet: 'Noé Leroy' })).status).toBe(201);
    const token = await tokenOf(email, /adresse email/);
    const { cookie } = await login(t.app, email, 'scene-2026');
    const entry = { concours_id: 1, nom_artiste: 'Néon', music_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Premier titre' };
    await expectUnverifiedRefusal(await post('/api/soumissions-concours', entry, cookie));
    await post('/api/auth/verify-email', { token });
    expect((await post('/api/soumissions-concours', entry, cookie)).status).toBe(201);
  });
});

describe('changing the address in the profile', () => {
  it('keeps the old address until the new one is confirmed', async () => {
    const hugo = await login(t.app, 'hugo.bernard@example.org', 'demo-2026');
    const body = { nom: 'Bernard', prenom: 'Hugo', email: 'hugo.nouveau@example.org' };
    const response = await t.app.request(`/api/users/${hugo.account.id}`, withCookie(hugo.cookie, json('PUT', body)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'hugo.bernard@example.org', pending_email: 'hugo.nouveau@example.org' });
    const token = await tokenOf('hugo.nouveau@example.org', /^Confirmez votre nouvelle adresse — Radio Live$/);
    // Still the old address, still confirmed: Hugo keeps voting meanwhile.
    expect(await me(hugo.cookie)).toMatchObject({ email: 'hugo.bernard@example.org', email_verified: true });
    await login(t.app, 'hugo.bernard@example.org', 'demo-2026');

    const confirmed = await post('/api/auth/verify-email', { token });
    expect(await confirmed.json()).toEqual({ message: mailMessages.emailChanged });
    expect(await me(hugo.cookie)).toMatchObject({ email: 'hugo.nouveau@example.org', email_verified: true });
    await login(t.app, 'hugo.nouveau@example.org', 'demo-2026');
    expect((await post('/api/auth/login', { email: 'hugo.bernard@example.org', password: 'demo-2026' })).status).toBe(401);
  });

  it('refuses at once an address another account has', async () => {
    const chloe = await login(t.app, 'chloe.petit@example.org', 'demo-2026');
    const response = await t.app.request(`/api/users/${chloe.account.id}`, withCookie(chloe.cookie, json('PUT', { nom: 'Petit', prenom: 'Chloé', email: 'nina.rose@example.org' })));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: messages.emailTaken });
  });
});
