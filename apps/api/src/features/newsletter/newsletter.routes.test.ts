import { NEWSLETTER_CONSENT, messages, newsletterMessages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, brokenJson, json } from '../../test/test-app.ts';
import { listSubscriptions } from './newsletter.repository.ts';

const t = appPerFile();

const rowsOf = (email: string) => t.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();

const sameForAll = ([name]: [string, string]) => name !== 'date' && name !== 'x-request-id';
const mailsTo = (email: string) => t.db.selectFrom('mail_outbox').select(['kind', 'subject']).where('to_address', '=', email).orderBy('id').execute();

describe('POST /api/newsletter', () => {
  it('stores a new address, normalised, as waiting for its link', async () => {
    const response = await t.app.request('/api/newsletter', json('POST', { email: '  Auditrice@Exemple.FR ' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: newsletterMessages.signUpAnswered });
    await t.mail.idle();
    expect(await rowsOf('auditrice@exemple.fr')).toEqual([expect.objectContaining({ confirmed_at: null, consent_text: NEWSLETTER_CONSENT, source: 'footer' })]);
    expect((await listSubscriptions(t.db)).map((row) => row.email)).not.toContain('auditrice@exemple.fr');
  });

  it('answers a new address, one waiting for its link and one already subscribed alike; only the mail tells them apart', async () => {
    await t.db.insertInto('newsletter_subscriptions').values({ email: 'en-attente@exemple.fr', source: 'footer', consent_text: NEWSLETTER_CONSENT }).execute();
    await t.db.insertInto('newsletter_subscriptions').values({ email: 'abonnee@exemple.fr', source: 'footer', consent_text: NEWSLETTER_CONSENT, confirmed_at: new Date() }).execute();
    const answers = [];
    for (const email of ['nouvelle@exemple.fr', 'en-attente@exemple.fr', 'abonnee@exemple.fr']) {
      const response = await t.app.request('/api/newsletter', json('POST', { email }));
      answers.push({ status: response.status, body: await response.text(), headers: [...response.headers].filter(sameForAll) });
    }
    expect(answers[0]).toMatchObject({ status: 202, body: JSON.stringify({ message: newsletterMessages.signUpAnswered }) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    await t.mail.idle();
    expect(await mailsTo('nouvelle@exemple.fr')).toEqual([{ kind: 'newsletter_confirm', subject: 'Confirmez votre abonnement à la newsletter — Radio Live' }]);
    expect(await mailsTo('en-attente@exemple.fr')).toEqual([{ kind: 'newsletter_confirm', subject: 'Confirmez votre abonnement à la newsletter — Radio Live' }]);
    expect(await mailsTo('abonnee@exemple.fr')).toEqual([{ kind: 'newsletter_already', subject: 'Vous êtes déjà abonné(e) à la newsletter — Radio Live' }]);
    // Nothing stored twice, and the subscriber stays subscribed.
    expect(await rowsOf('en-attente@exemple.fr')).toHaveLength(1);
    expect(await rowsOf('abonnee@exemple.fr')).toEqual([expect.objectContaining({ confirmed_at: expect.any(Date), unsubscribed_at: null })]);
  });

  it('mails one address at most MAIL_LINKS_LIMIT_PER_ACCOUNT times a day, answering every request the same', async () => {
    const limit = t.config.rateLimits.mailLinksPerAccount;
    const email = 'inondee@exemple.fr';
    for (let i = 0; i < limit + 2; i++) {
      const response = await t.app.request('/api/newsletter', json('POST', { email }));
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ message: newsletterMessages.signUpAnswered });
    }
    await t.mail.idle();
    expect(await mailsTo(email)).toHaveLength(limit);
  });

  it.each([
    ['a malformed address', { email: 'pas-une-adresse' }],
    ['a missing address', {}],
    ['a wrong type', { email: 42 }],
  ])('refuses %s with a French 400 and stores nothing', async (_label, body) => {
    const before = (await listSubscriptions(t.db)).length;
    const response = await t.app.request('/api/newsletter', json('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: messages.newsletterInvalidEmail });
    expect(await listSubscriptions(t.db)).toHaveLength(before);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await t.app.request('/api/newsletter', brokenJson('POST', '{"email":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });
});

describe('GET /api/newsletter/export.csv', () => {
  it('gives admins every address as CSV, formulas neutralised', async () => {
    await t.app.request('/api/newsletter', json('POST', { email: 'lecteur@exemple.fr', source: 'about' }));
    await t.mail.idle();
    await t.db.insertInto('newsletter_subscriptions').values({ email: '=cmd@exemple.fr', source: 'footer' }).execute();
    // Only confirmed addresses are exported.
    await t.db.updateTable('newsletter_subscriptions').set({ confirmed_at: new Date(), consent_text: NEWSLETTER_CONSENT }).where('email', 'in', ['lecteur@exemple.fr', '=cmd@exemple.fr']).execute();
    const { cookie } = await loginAs(t.app, 'admin');
    const response = await t.app.request('/api/newsletter/export.csv', withCookie(cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('email,source,date_inscription,date_confirmation,consentement');
    expect(lines).toContainEqual(expect.stringMatching(/^lecteur@exemple\.fr,about,\d{4}-\d{2}-\d{2}T/));
    expect(lines).toContainEqual(expect.stringMatching(/^'=cmd@exemple\.fr,footer,/));
    expect(lines).toHaveLength((await listSubscriptions(t.db)).length + 1);
  });

  it('is refused to visitors (401) and to other roles (403)', async () => {
    expect((await t.app.request('/api/newsletter/export.csv')).status).toBe(401);
    for (const role of ['user', 'talent', 'moderator'] as const) {
      const { cookie } = await loginAs(t.app, role);
      expect((await t.app.request('/api/newsletter/export.csv', withCookie(cookie))).status).toBe(403);
    }
  });
});
