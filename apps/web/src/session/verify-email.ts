import type { EmailVerificationInput } from '@station/shared';
import { VERIFY_TOO_MANY } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, readJson, refusalOr } from '../lib/api-client.ts';
import { SESSION_KEY } from './session-query.ts';

/** 'Renvoyer le lien': a new confirmation link to the account's address, and the server's answer said. */
export async function resendVerification(): Promise<void> {
  try {
    toast.success((await readJson(api.auth['verify-email'].resend.$post())).message);
  } catch (error) {
    toast.error(refusalOr(error, VERIFY_TOO_MANY));
  }
}

/** The same, with its pending state (the banner's button waits while it runs). */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** The confirmation link's page: the token goes to the server, then the session is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailVerificationInput) => readJson(api.auth['verify-email'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
