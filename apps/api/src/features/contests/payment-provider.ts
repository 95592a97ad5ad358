// DECISIONS.md 6: a premium vote (5 euros) is recorded only once its payment is confirmed by the
// provider. This is the seam the provider plugs into: Stripe Checkout (a Checkout Session created
// for the submission, confirmed by a signature-checked `checkout.session.completed` webhook that
// marks the payments row 'paid' and inserts the premium vote with its payment_id) is the intended
// implementation. None is wired yet, so the station runs "without payment settings": the premium
// button explains that premium voting is not available, and the API refuses premium votes.
import { type PREMIUM_VOTE_PRICE_CENTS, type PremiumVoteStatus, messages } from '@station/shared';
import type { AppConfig } from '../../config.ts';

export interface PaymentProvider {
  /** 'stripe', stored in payments.provider. */
  readonly name: string;
  /** Starts a hosted checkout for one premium vote; the browser is sent to `url`. */
  startCheckout(input: { userId: number; soumissionId: number; amountCents: typeof PREMIUM_VOTE_PRICE_CENTS; returnUrl: string }): Promise<{ sessionId: string; url: string }>;
  /** Checks a webhook's signature and says which checkout was paid, or null for other events. */
  confirmedCheckout(rawBody: string, signature: string | undefined): Promise<{ sessionId: string } | null>;
}

/** The configured provider, or null when the station has no payment settings. */
export function paymentProviderFor(_config: AppConfig): PaymentProvider | null {
  return null;
}

export const premiumVoteStatus = (provider: PaymentProvider | null): PremiumVoteStatus =>
  provider ? { available: true, message: null } : { available: false, message: messages.premiumVoteUnavailable };
