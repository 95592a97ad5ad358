import { z } from './zod-config.ts';
import { VOTE_TYPES } from './contests-values.ts';
import { messages } from './messages.ts';

export type VoteType = (typeof VOTE_TYPES)[number];

// Vote: soumission_id and type_vote. The spec's user_id is never read from the body:
// the session says who votes.
export const voteInputSchema = z.object({
  soumission_id: z.number({ error: messages.invalidId }).int(messages.invalidId).positive(messages.invalidId).max(999_999_999, messages.invalidId),
  type_vote: z.enum(VOTE_TYPES, { error: messages.voteTypeInvalid }),
});
export type VoteInput = z.input<typeof voteInputSchema>;

/** POST /api/votes/premium-checkout: the entry a premium vote is bought for; answers `{ url }` of Stripe Checkout. */
export const premiumCheckoutSchema = voteInputSchema.pick({ soumission_id: true });

/** Answer of POST /api/votes: the submission's counts once the vote is recorded. */
export interface VoteTotals {
  soumission_id: number;
  concours_id: number;
  votes_gratuit: number;
  votes_premium: number;
  total_votes: number;
}

/** GET /api/votes/premium-status: whether the premium button can take a payment, and why not. */
export interface PremiumVoteStatus {
  available: boolean;
  /** The French explanation shown by the premium button when it is not available. */
  message: string | null;
}
