import { messages, premiumCheckoutSchema, voteInputSchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser, requireVerifiedEmail } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { noStore } from '../../lib/cache.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { validate } from '../../lib/validate.ts';
import { paymentProviderFor, premiumVoteStatus } from './configured-payment-provider.ts';
import { startPremiumCheckout } from './premium-payment.service.ts';
import { castVote } from './vote.service.ts';

// 'Vote in contest': visitors get a login prompt (401), talents are refused with the
// spec's words, and admins and moderators, for whom the control is "not shown", are refused too:
// the station's own staff should not weigh on a public vote.
const voters = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const account = requireUser(c);
    if (account.role === 'talent') throw new HttpError(403, messages.talentsCannotVote, 'talent_cannot_vote');
    if (account.role !== 'user') throw new HttpError(403, messages.voteStaffCannotVote, 'forbidden');
    // Ten throwaway addresses are no longer ten votes a day.
    requireVerifiedEmail(c);
    await next();
  });

export const voteRoutes = new Hono<AppEnv>()
  // Lets the premium button explain itself before anyone tries to pay.
  .get('/premium-status', (c) => c.json(premiumVoteStatus(paymentProviderFor(c.var.config)), 200))
  .post('/', voters(), validate('json', voteInputSchema), async (c) => {
    const userId = requireUser(c).id;
    return c.json(await castVote(c.var.db, userId, c.req.valid('json'), paymentProviderFor(c.var.config)), 201);
  })
  // A premium vote starts a Stripe Checkout Session; the webhook records the vote.
  .post('/premium-checkout', noStore(), voters(), validate('json', premiumCheckoutSchema), async (c) => {
    const provider = paymentProviderFor(c.var.config);
    if (!provider) throw new HttpError(503, messages.premiumVoteUnavailable, 'premium_unavailable');
    return c.json(await startPremiumCheckout(c.var.db, provider, requireUser(c).id, c.req.valid('json').soumission_id, linkOrigin(c)), 201);
  });
