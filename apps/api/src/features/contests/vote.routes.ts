import { messages, voteInputSchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { paymentProviderFor, premiumVoteStatus } from './payment-provider.ts';
import { castVote } from './vote.service.ts';

// spec 2 §6 'Vote in contest': visitors get a login prompt (401), talents are refused with the
// spec's words, and admins and moderators, for whom the control is "not shown", are refused too:
// the station's own staff should not weigh on a public vote.
const voters = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const account = requireUser(c);
    if (account.role === 'talent') throw new HttpError(403, messages.talentsCannotVote, 'talent_cannot_vote');
    if (account.role !== 'user') throw new HttpError(403, messages.voteStaffCannotVote, 'forbidden');
    await next();
  });

export const voteRoutes = new Hono<AppEnv>()
  // Lets the premium button explain itself before anyone tries to pay.
  .get('/premium-status', (c) => c.json(premiumVoteStatus(paymentProviderFor(c.var.config)), 200))
  .post('/', voters(), validate('json', voteInputSchema), async (c) => {
    const userId = requireUser(c).id;
    return c.json(await castVote(c.var.db, userId, c.req.valid('json'), paymentProviderFor(c.var.config)), 201);
  });
