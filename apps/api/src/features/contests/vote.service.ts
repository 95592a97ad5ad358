import { type VoteInput, type VoteTotals, contestMessages, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { insertFreeVote, selectVoteTarget, selectVoteTotals } from './vote.repository.ts';

/** Voting: one free vote per user per contest per Paris day. */
export async function castVote(
  db: Kysely<Database>,
  userId: number,
  input: Required<VoteInput>,
  payments: PaymentProvider | null,
): Promise<VoteTotals> {
  return inTransaction(db, async (trx) => {
    const target = await selectVoteTarget(trx, input.soumission_id);
    if (!target) throw new HttpError(404, messages.voteSubmissionNotFound, 'not_found');
    if (!target.open) throw new HttpError(409, messages.voteContestClosed, 'contest_closed');
    if (input.type_vote === 'premium') {
      // Without payment settings there is nothing to confirm a payment with (payment-provider.ts).
      if (!payments) throw new HttpError(503, messages.premiumVoteUnavailable, 'premium_unavailable');
      // A premium vote is inserted by the provider's confirmed webhook, never by this request.
      throw new HttpError(400, contestMessages.premiumCheckoutRequired, 'premium_checkout_required');
    }
    const recorded = await insertFreeVote(trx, { soumission_id: target.soumissionid, concours_id: target.concours_id, user_id: userId });
    if (!recorded) throw new HttpError(409, messages.voteAlreadyUsed, 'already_voted');
    const counts = await selectVoteTotals(trx, target.soumissionid);
    return { soumission_id: target.soumissionid, concours_id: target.concours_id, ...counts, total_votes: counts.votes_gratuit + counts.votes_premium };
  });
}
