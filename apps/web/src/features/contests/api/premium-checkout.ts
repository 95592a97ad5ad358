import { contestMessages } from '@station/shared/client';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/send-form.ts';

/** 'Vote Premium' opens Stripe Checkout; the vote counts once Stripe confirms the payment. */
export function usePremiumCheckout() {
  return useMutation({
    mutationFn: (soumissionId: number) => sendJson<{ url: string }>('/api/votes/premium-checkout', 'POST', { soumission_id: soumissionId }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(refusalOr(error, contestMessages.premiumCheckoutFailed)),
  });
}
