// Newsletter with proof of consent against a real SMTP server: the address is
// subscribed only once its mailed link is followed; 'La lettre' goes through the queue to confirmed
// subscribers only, each copy with an unsubscribe link and a List-Unsubscribe one-click header that
// a mail client can POST to without cookie or Origin.
import { NEWSLETTER_CONSENT, newsletterMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { linkIn, MAIL_FROM, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, json } from '../../test/test-app.ts';
import { listSubscriptions } from './newsletter.repository.ts';
import { NEWSLETTER_CONFIRM_PATH } from './subscription.service.ts';

let inbox: SmtpInbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mail: { smtpUrl: inbox.url, from: MAIL_FROM } });
  admin = (await loginAs(t.app, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const subscribeAndConfirm = async (email: string) => {
  expect((await t.app.request('/api/newsletter', json('POST', { email, source: 'about' }))).status).toBe(202);
  const mail = await inbox.next((m) => m.to.includes(email));
  expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter — Radio Live');
  return linkIn(mail, NEWSLETTER_CONFIRM_PATH).searchParams.get('token')!;
};
const LETTER = { subject: 'La lettre de Radio Live', intro: 'Bonjour à toutes et à tous !' };

describe('double opt-in', () => {
  it('subscribes the address only once its link is followed, keeping the proof of consent', async () => {
    const token = await subscribeAndConfirm('camille@exemple.fr');
    expect((await listSubscriptions(t.db)).map((row) => row.email)).not.toContain('camille@exemple.fr');
    const confirmed = await t.app.request('/api/newsletter/confirm', json('POST', { token }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: newsletterMessages.confirmed });
    const row = (await listSubscriptions(t.db)).find((r) => r.email === 'camille@exemple.fr');
    expect(row).toMatchObject({ source: 'about', consent_text: NEWSLETTER_CONSENT, confirmed_at: expect.any(Date) });
    const again = await t.app.request('/api/newsletter/confirm', json('POST', { token }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: newsletterMessages.confirmLinkInvalid });
    const csv = await (await t.app.request('/api/newsletter/export.csv', withCookie(admin))).text();
    expect(csv).toContain('camille@exemple.fr,about,');
    expect(csv).toContain(NEWSLETTER_CONSENT);

    // Signing up again is answered as for anyone; the mail says she is already subscribed, with no
    // confirmation link but with her own way out, which works.
    const signUpAgain = await t.app.request('/api/newsletter', json('POST', { email: 'camille@exemple.fr' }));
    expect(signUpAgain.status).toBe(202);
    expect(await signUpAgain.json()).toEqual({ message: newsletterMessages.signUpAnswered });
    const already = await inbox.next((m) => m.to.includes('camille@exemple.fr'));
    expect(already.subject).toBe('Vous êtes déjà abonné(e) à la newsletter — Radio Live');
    expect(already.text).toContain('vous êtes déjà abonné(e), il n’y a rien à faire');
    expect(already.text).not.toContain(NEWSLETTER_CONFIRM_PATH);
    const unsubscribeToken = linkIn(already, '/newsletter/desabonnement').searchParams.get('token')!;
    const left = await t.app.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, { method: 'POST' });
    expect(left.status).toBe(200);
    expect((await listSubscriptions(t.db)).map((r) => r.email)).not.toContain('camille@exemple.fr');
  });
});

describe("'La lettre'", () => {
  it('previews, sends a test copy to the admin, then reaches confirmed subscribers only, each able to leave in one click', async () => {
    await t.app.request('/api/newsletter/confirm', json('POST', { token: await subscribeAndConfirm('jules@exemple.fr') }));
    await t.app.request('/api/newsletter', json('POST', { email: 'jamais.confirme@exemple.fr' }));
    const subscribers = (await listSubscriptions(t.db)).length;

    const preview = await (await t.app.request('/api/newsletter/letter/preview', withCookie(admin, json('POST', LETTER)))).json();
    expect(preview).toMatchObject({ subject: LETTER.subject, subscribers });
    expect(preview.text).toContain('Bonjour à toutes et à tous !');
    expect(preview.text).toContain('Au programme cette semaine');
    expect(preview.text).toContain('Les dernières actualités');

    const test = await t.app.request('/api/newsletter/letter/test', withCookie(admin, json('POST', LETTER)));
    expect(await test.json()).toEqual({ message: newsletterMessages.letterTestSent });
    expect((await inbox.next((m) => m.to.includes('admin@radio-live.fr'))).subject).toBe(LETTER.subject);

    const sent = await t.app.request('/api/newsletter/letter/send', withCookie(admin, json('POST', LETTER)));
    expect(await sent.json()).toMatchObject({ queued: subscribers });
    const copy = await inbox.next((m) => m.to.includes('jules@exemple.fr') && m.subject === LETTER.subject);
    expect(copy.text).toContain('Se désabonner : http://localhost/newsletter/desabonnement?token=');
    expect(copy.rawHeader('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = copy.rawHeader('List-Unsubscribe')!;
    expect(oneClick).toMatch(/^<http:\/\/localhost\/api\/newsletter\/unsubscribe\?token=[\w-]{20,}>$/);
    await t.mail.idle();
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'jamais.confirme@exemple.fr').where('kind', '=', 'letter').execute()).toHaveLength(0);

    // RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click' to the URL, with no cookie and no Origin.
    const url = new URL(oneClick.replace(/^<|>$/g, ''));
    const left = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ message: newsletterMessages.unsubscribed });
    expect((await listSubscriptions(t.db)).map((row) => row.email)).not.toContain('jules@exemple.fr');
    const next = await (await t.app.request('/api/newsletter/letter/send', withCookie(admin, json('POST', LETTER)))).json();
    expect(next.queued).toBe(subscribers - 1);

    const bad = await t.app.request('/api/newsletter/unsubscribe?token=inconnu-0000000000000', { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: newsletterMessages.unsubscribeLinkInvalid });
  });

  it('is for admins only, and needs a subject', async () => {
    const user = await loginAs(t.app, 'user');
    expect((await t.app.request('/api/newsletter/letter/send', withCookie(user.cookie, json('POST', LETTER)))).status).toBe(403);
    const empty = await t.app.request('/api/newsletter/letter/preview', withCookie(admin, json('POST', { subject: ' ' })));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: newsletterMessages.letterSubjectRequired });
  });
});
