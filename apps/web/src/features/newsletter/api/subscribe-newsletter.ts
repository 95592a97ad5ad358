import type { NewsletterSubscriptionInput } from '@station/shared';
import { shellMessages } from '@station/shared/client';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The footer's form is on every page: what sends a subscription (and the outbox behind it) loads
 * when one is sent (send-subscription.ts).
 */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: async (input: NewsletterSubscriptionInput) => {
      const sender = await import('./send-subscription.ts').catch(() => {
        // Not loaded (the network dropped before the worker kept it): said as a failed request is.
        throw new ApiError(shellMessages.serverConnection, 0);
      });
      return sender.sendSubscription(input);
    },
  });
}
