import type { NewsletterTokenInput } from '@station/shared';
import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

/** The confirmation link's page. */
export function useConfirmNewsletter() {
  return useMutation({ mutationFn: (json: NewsletterTokenInput) => readJson(api.newsletter.confirm.$post({ json })) });
}

/** The unsubscribe page: the same route mail clients call for one-click unsubscribe. */
export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: (token: string) => readJson(api.newsletter.unsubscribe.$post({ query: { token } })) });
}
