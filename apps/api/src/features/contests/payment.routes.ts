import { contestMessages, messages } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { paymentProviderFor } from './configured-payment-provider.ts';
import { applyPaymentEvent } from './premium-payment.service.ts';
import { MalformedPaymentEvent } from './stripe-provider.ts';

// POST /api/payments/stripe/webhook: Stripe's servers call it, with no session and no Origin, so it
// is mounted before the CSRF check and the session (app.ts); the signature is its only credential.
export const paymentWebhookRoutes = new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
  const provider = paymentProviderFor(c.var.config);
  if (!provider) throw new HttpError(503, messages.premiumVoteUnavailable, 'premium_unavailable');
  // The raw text exactly as sent: the signature covers these bytes, not a re-serialised JSON.
  const rawBody = await c.req.text();
  let event: ReturnType<typeof provider.readWebhook>;
  try {
    event = provider.readWebhook(rawBody, c.req.header('Stripe-Signature'));
  } catch (error) {
    if (error instanceof MalformedPaymentEvent) throw new HttpError(400, messages.invalidBody, 'invalid_body');
    throw new HttpError(400, contestMessages.webhookSignatureInvalid, 'invalid_signature');
  }
  if (event) await applyPaymentEvent(c.var.db, provider.name, event);
  return c.json({ received: true }, 200);
});
