// Premium votes with the official `stripe` package: the Checkout Session is created through the
// real Stripe client, whose HTTP layer is replaced by a local fake (no request leaves the machine);
// webhooks are signed here with Stripe's own test helper and checked by the app with constructEvent.
import { contestMessages, messages } from '@station/shared';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, createTestApp, json } from '../../test/test-app.ts';
import { PAYMENT_RETRY_AFTER_SECONDS } from './premium-payment.service.ts';

const WEBHOOK_SECRET = 'whsec_test_station_secret';
const stripe = new Stripe('sk_test_unused');
const sentToStripe: { url: string; body: string }[] = [];
let sessions = 0;
// Answers Stripe's POST /v1/checkout/sessions like Stripe would, with only the fields the app reads.
const fakeStripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  sentToStripe.push({ url: String(input), body: String(init?.body ?? '') });
  const id = `cs_test_fake_${++sessions}`;
  return new Response(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }), { status: 200, headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' } });
}) as typeof fetch;

const t = appPerFile(() => ({ stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, httpClient: Stripe.createFetchHttpClient(fakeStripeFetch) } }));
let lea: string;
let leaId: number;
let entry: number;
beforeAll(async () => {
  ({ cookie: lea, account: { id: leaId } } = await loginAs(t.app, 'user'));
  entry = (await t.db.selectFrom('soumissions as s').innerJoin('concours as c', 'c.concoursid', 's.concours_id').select('s.soumissionid').where('c.status', '=', 'active').orderBy('s.soumissionid').executeTakeFirstOrThrow()).soumissionid;
});

const premiumVotes = async () => (await t.db.selectFrom('votes').select(['id', 'payment_id', 'user_id', 'soumission_id']).where('type_vote', '=', 'premium').where('soumission_id', '=', entry).execute());
const completed = (sessionId: string, paymentIntent: string, metadata = { soumission_id: String(entry), user_id: String(leaId) }) =>
  JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: paymentIntent, amount_total: 500, currency: 'eur', metadata } },
  });
const refunded = (paymentIntent: string) =>
  JSON.stringify({ id: `evt_refund_${paymentIntent}`, object: 'event', type: 'charge.refunded', data: { object: { id: `ch_${paymentIntent}`, object: 'charge', payment_intent: paymentIntent, amount: 500, amount_refunded: 500, currency: 'eur' } } });
// As Stripe sends it: no session cookie, no Origin header.
const deliver = (payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  t.app.request('/api/payments/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });

describe('premium votes through Stripe Checkout', () => {
  it('says premium voting is available once Stripe is configured', async () => {
    expect(await (await t.app.request('/api/votes/premium-status')).json()).toEqual({ available: true, message: null });
  });

  it('creates a Checkout Session of 5 euros for the entry, coming back to the contest, and records no vote yet', async () => {
    const before = (await premiumVotes()).length;
    const response = await t.app.request('/api/votes/premium-checkout', withCookie(lea, json('POST', { soumission_id: entry })));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_fake_1' });
    const request = sentToStripe.at(-1)!;
    expect(request.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const form = new URLSearchParams(request.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('metadata[soumission_id]')).toBe(String(entry));
    expect(form.get('metadata[user_id]')).toBe(String(leaId));
    expect(form.get('success_url')).toMatch(/^http:\/\/localhost\/concours-talents\?concours=\d+&paiement=ok$/);
    expect(form.get('cancel_url')).toMatch(/paiement=annule$/);
    const payment = await t.db.selectFrom('payments').selectAll().where('provider_session_id', '=', 'cs_test_fake_1').executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', amount_cents: 500, user_id: leaId, soumission_id: entry });
    expect((await premiumVotes()).length).toBe(before);
  });

  it("comes back to the station's own address, whatever Host the checkout request claims", async () => {
    const spoofed = await t.app.request('http://evil.example/api/votes/premium-checkout', withCookie(lea, json('POST', { soumission_id: entry }, { Origin: 'http://evil.example' })));
    expect(spoofed.status).toBe(201);
    const form = new URLSearchParams(sentToStripe.at(-1)!.body);
    expect(form.get('success_url')).toMatch(/^http:\/\/localhost\/concours-talents\?concours=\d+&paiement=ok$/);
    expect(form.get('cancel_url')).toMatch(/^http:\/\/localhost\/concours-talents\?concours=\d+&paiement=annule$/);
  });

  it('never records a premium vote through the vote route', async () => {
    const before = (await premiumVotes()).length;
    const response = await t.app.request('/api/votes', withCookie(lea, json('POST', { soumission_id: entry, type_vote: 'premium' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: contestMessages.premiumCheckoutRequired });
    expect((await premiumVotes()).length).toBe(before);
  });

  it('records the vote on the signed checkout.session.completed, once even when delivered again', async () => {
    const before = (await premiumVotes()).length;
    const payload = completed('cs_test_fake_1', 'pi_paid_1');
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    const votes = await premiumVotes();
    expect(votes.length).toBe(before + 1);
    const payment = await t.db.selectFrom('payments').selectAll().where('provider_session_id', '=', 'cs_test_fake_1').executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', provider_payment_id: 'pi_paid_1' });
    expect(votes.find((vote) => vote.payment_id === payment.id)).toMatchObject({ user_id: leaId });
    const listed = ((await (await t.app.request('/api/soumissions-concours')).json()) as { soumissionid: number; votes_premium: number }[]).find((row) => row.soumissionid === entry)!;
    expect(listed.votes_premium).toBe(votes.length);
  });

  it('adds one vote when the same completion arrives several times at once (no pending row first)', async () => {
    const before = (await premiumVotes()).length;
    const payload = completed('cs_test_concurrent', 'pi_concurrent');
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Stripe retries a failed delivery: the retry must not add a second vote either.
    await deliver(payload);
    expect((await premiumVotes()).length).toBe(before + 1);
  });

  it('refuses forged, altered and replayed webhooks, changing nothing', async () => {
    const before = (await premiumVotes()).length;
    const payload = completed('cs_test_forged', 'pi_forged');
    const forged = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: contestMessages.webhookSignatureInvalid });
    const signedOther = stripe.webhooks.generateTestHeaderString({ payload: completed('cs_test_other', 'pi_other'), secret: WEBHOOK_SECRET });
    expect((await deliver(payload, signedOther)).status).toBe(400);
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: anHourAgo }))).status).toBe(400);
    expect((await t.app.request('/api/payments/stripe/webhook', { method: 'POST', body: payload })).status).toBe(400);
    expect((await premiumVotes()).length).toBe(before);
    expect(await t.db.selectFrom('payments').select('id').where('provider_session_id', '=', 'cs_test_forged').executeTakeFirst()).toBeUndefined();
  });

  it('removes the vote on charge.refunded, and a late re-delivery of the completion does not bring it back', async () => {
    const before = (await premiumVotes()).length;
    expect((await deliver(refunded('pi_paid_1'))).status).toBe(200);
    expect((await premiumVotes()).length).toBe(before - 1);
    const payment = await t.db.selectFrom('payments').select('status').where('provider_payment_id', '=', 'pi_paid_1').executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    await deliver(completed('cs_test_fake_1', 'pi_paid_1'));
    expect((await premiumVotes()).length).toBe(before - 1);
    // The total kept on the entry follows the refund too (the list reads it, never a recount).
    const listed = ((await (await t.app.request('/api/soumissions-concours')).json()) as { soumissionid: number; votes_premium: number }[]).find((row) => row.soumissionid === entry)!;
    expect(listed.votes_premium).toBe(before - 1);
  });

  it('adds no vote when the refund arrives before the completion (out of order)', async () => {
    const before = (await premiumVotes()).length;
    expect((await deliver(refunded('pi_early_refund'))).status).toBe(200);
    expect((await deliver(completed('cs_test_late', 'pi_early_refund'))).status).toBe(200);
    expect((await premiumVotes()).length).toBe(before);
  });

  it('ignores the events it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect((await deliver(payload)).status).toBe(200);
  });

  it('refuses the checkout to visitors and talents, and answers 503 without payment settings', async () => {
    expect((await t.app.request('/api/votes/premium-checkout', json('POST', { soumission_id: entry }))).status).toBe(401);
    expect((await t.app.request('/api/votes/premium-checkout', withCookie((await loginAs(t.app, 'talent')).cookie, json('POST', { soumission_id: entry })))).status).toBe(403);
    const plain = await createTestApp();
    try {
      const cookie = (await loginAs(plain.app, 'user')).cookie;
      const refused = await plain.app.request('/api/votes/premium-checkout', withCookie(cookie, json('POST', { soumission_id: entry })));
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ error: messages.premiumVoteUnavailable });
    } finally {
      await plain.close();
    }
  });

  it('counts a vote only for 5 EUR paid', async () => {
    const before = (await premiumVotes()).length;
    const paidWith = (sessionId: string, amount_total: number, currency: string) =>
      JSON.stringify({
        id: `evt_${sessionId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: `pi_${sessionId}`, amount_total, currency, metadata: { soumission_id: String(entry), user_id: String(leaId) } } },
      });
    for (const [session, amount, currency] of [['cs_yen', 1, 'jpy'], ['cs_cent', 1, 'eur'], ['cs_dollars', 500, 'usd']] as const) {
      expect((await deliver(paidWith(session, amount, currency))).status).toBe(200);
    }
    expect(await premiumVotes()).toHaveLength(before);
    expect((await deliver(paidWith('cs_five_euros', 500, 'EUR'))).status).toBe(200);
    expect(await premiumVotes()).toHaveLength(before + 1);
  });

  it('takes the vote back on a full refund only, not on a partial one', async () => {
    expect((await deliver(completed('cs_test_partial', 'pi_partial'))).status).toBe(200);
    const counted = (await premiumVotes()).length;
    const refund = (amount_refunded: number) =>
      JSON.stringify({ id: `evt_refund_${amount_refunded}`, object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_partial', object: 'charge', payment_intent: 'pi_partial', amount: 500, amount_refunded, currency: 'eur' } } });
    expect((await deliver(refund(1))).status).toBe(200);
    expect(await premiumVotes()).toHaveLength(counted);
    expect((await deliver(refund(500))).status).toBe(200);
    expect(await premiumVotes()).toHaveLength(counted - 1);
  });

  it('answers a signed webhook with wrong types or a NUL with a French 400, storing nothing', async () => {
    const payments = async () => (await t.db.selectFrom('payments').select('id').execute()).length;
    const before = await payments();
    const wrong = [
      { id: 'cs_bad_amount', payment_intent: 'pi_bad_amount', amount_total: '500', currency: 'eur' },
      { id: 'cs_nul\u0000', payment_intent: 'pi_nul', amount_total: 500, currency: 'eur' },
      { id: 'cs_bad_currency', payment_intent: 'pi_bad_currency', amount_total: 500, currency: 42 },
      { id: ['cs_array'], payment_intent: { id: 7 }, amount_total: 500, currency: 'eur' },
    ];
    for (const [index, fields] of wrong.entries()) {
      const payload = JSON.stringify({ id: `evt_wrong_${index}`, object: 'event', type: 'checkout.session.completed', data: { object: { object: 'checkout.session', payment_status: 'paid', metadata: {}, ...fields } } });
      const response = await deliver(payload);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json()).toMatchObject({ error: messages.invalidBody });
    }
    expect(await payments()).toBe(before);
  });
});

describe('Stripe out of reach', () => {
  it('answers the checkout with a French 503, not a 500, and keeps no pending payment', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED');
    }) as typeof fetch;
    const offline = await createTestApp({ stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, httpClient: Stripe.createFetchHttpClient(unreachable) } });
    try {
      const cookie = (await loginAs(offline.app, 'user')).cookie;
      const before = (await offline.db.selectFrom('payments').select('id').execute()).length;
      const response = await offline.app.request('/api/votes/premium-checkout', withCookie(cookie, json('POST', { soumission_id: entry })));
      expect(response.status).toBe(503);
      // Like the database's 503: the client is told when to try again.
      expect(response.headers.get('Retry-After')).toBe(String(PAYMENT_RETRY_AFTER_SECONDS));
      expect(await response.json()).toMatchObject({ error: contestMessages.premiumCheckoutFailed });
      expect((await offline.db.selectFrom('payments').select('id').execute()).length).toBe(before);
    } finally {
      await offline.close();
    }
  }, 60_000);
});
