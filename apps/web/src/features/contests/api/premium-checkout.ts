import { contestMessages } from '@station/shared/client';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';

/**
 * 'Vote Premium' opens Stripe Checkout; the vote counts once Stripe confirms the payment. The
 * sender loads at the press: the button is on every entry of the contest's page.
 */
export function usePremiumCheckout() {
  return useMutation({
    mutationFn: async (soumissionId: number) => {
      const { sendJson } = await import('../../../lib/send-form.ts');
      return sendJson<{ url: string }>('/api/votes/premium-checkout', 'POST', { soumission_id: soumissionId });
    },
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(refusalOr(error, contestMessages.premiumCheckoutFailed)),
  });
}
