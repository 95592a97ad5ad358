// The station's payment provider, from its configuration: Stripe when its settings are there, else
// none (premium votes unavailable, said so). Apart from the seam (payment-provider.ts), so that
// the seam and its implementation do not import each other.
import { type PremiumVoteStatus, messages } from '@station/shared';
import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

// One client per configuration: the Stripe client keeps its connections between requests.
const providers = new WeakMap<AppConfig, PaymentProvider>();

/** The configured provider, or null when the station has no payment settings. */
export function paymentProviderFor(config: AppConfig): PaymentProvider | null {
  if (!config.stripe) return null;
  let provider = providers.get(config);
  if (!provider) {
    provider = stripeProvider(config.stripe);
    providers.set(config, provider);
  }
  return provider;
}

export const premiumVoteStatus = (provider: PaymentProvider | null): PremiumVoteStatus =>
  provider ? { available: true, message: null } : { available: false, message: messages.premiumVoteUnavailable };
