import type { EmailVerificationInput } from '@station/shared';
import { VERIFY_TOO_MANY } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, readJson, refusalOr } from '../lib/api-client.ts';
import { SESSION_KEY } from './session-query.ts';

/** 'Renvoyer le lien': a new confirmation link to the account's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => readJson(api.auth['verify-email'].resend.$post()),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(refusalOr(error, VERIFY_TOO_MANY)),
  });
}

/** The confirmation link's page: the token goes to the server, then the session is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailVerificationInput) => readJson(api.auth['verify-email'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
