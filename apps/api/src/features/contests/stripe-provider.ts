// Stripe Checkout behind the PaymentProvider seam, with the official `stripe`
// package: a Checkout Session per premium vote, and webhooks checked by stripe.webhooks.constructEvent
// (HMAC over the raw body with the endpoint's secret, and a timestamp at most 5 minutes old, so a
// forged payload is refused and a captured one cannot be replayed later).
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from './payment-provider.ts';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const numberOf = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** A signed event whose fields are not what Stripe sends (wrong types, NUL...): a 400, never stored. */
export class MalformedPaymentEvent extends Error {}

// Stripe's ids are short ASCII words; amounts are integer cents; currencies ISO codes.
const STRIPE_ID = /^[A-Za-z0-9_:-]{1,255}$/;
function checked(event: PaymentEvent): PaymentEvent {
  const ids = event.type === 'paid' ? [event.sessionId, event.paymentId] : [event.paymentId];
  const idsOk = ids.every((id) => id === null || (typeof id === 'string' && STRIPE_ID.test(id)));
  const amountOk = Number.isSafeInteger(event.amountCents) && event.amountCents >= 0 && event.amountCents <= 100_000_000;
  const currencyOk = typeof event.currency === 'string' && /^[a-z]{3}$/i.test(event.currency);
  if (!idsOk || !amountOk || !currencyOk) throw new MalformedPaymentEvent('Malformed Stripe event');
  return { ...event, currency: event.currency.toLowerCase() };
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.httpClient ? { httpClient: config.httpClient as Stripe.HttpClient } : {}),
    maxNetworkRetries: 2,
    appInfo: { name: 'station-radio-live' },
  });
  return {
    name: 'stripe',
    async startCheckout(input: CheckoutRequest) {
      const metadata = { soumission_id: String(input.soumissionId), user_id: String(input.userId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: input.amountCents, product_data: { name: input.label } } }],
        // The webhook reads them from the session, and a refund from the PaymentIntent.
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: String(input.userId),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: 'fr',
      });
      if (!session.url) throw new Error('Stripe Checkout Session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    readWebhook(rawBody, signature) {
      if (!signature) throw new Error('No Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        // A delayed payment method completes the checkout unpaid: its vote waits for async_payment_succeeded.
        if (session.payment_status !== 'paid') return null;
        return checked({
          type: 'paid',
          sessionId: session.id,
          paymentId: idOf(session.payment_intent),
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? '',
          userId: numberOf(session.metadata?.user_id),
          soumissionId: numberOf(session.metadata?.soumission_id),
        });
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const paymentId = idOf(charge.payment_intent);
        // Only a full refund takes the vote back (a 1-cent partial refund left it removed).
        if (!paymentId || !(charge.amount_refunded >= charge.amount && charge.amount > 0)) return null;
        return checked({ type: 'refunded', paymentId, amountCents: charge.amount, currency: charge.currency });
      }
      return null;
    },
  };
}
