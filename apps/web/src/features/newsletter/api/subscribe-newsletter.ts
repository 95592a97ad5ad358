import type { NewsletterSubscriptionInput } from '@station/shared';
import { useMutation } from '@tanstack/react-query';

/**
 * The footer's form is on every page: what sends a subscription (and the outbox behind it) loads
 * when one is sent (send-subscription.ts).
 */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: async (input: NewsletterSubscriptionInput) => (await import('./send-subscription.ts')).sendSubscription(input),
  });
}
