import { EMAIL_NOT_VERIFIED } from '@station/shared/client';
import { toast } from 'sonner';
import { ApiError } from '../lib/api-client.ts';
import { useResendVerification } from './verify-email.ts';

/** One toast at a time: a second refused write replaces the first instead of piling up. */
const TOAST_ID = 'email-not-verified';

/**
 * The one refusal an unconfirmed address gets wherever the rule applies (comment, reply, dedication,
 * vote, contest entry): the same words and the same 'Renvoyer le lien' button. Returns a handler that
 * shows it and answers true for that refusal, false for any other error (the caller then says its own).
 */
export function useEmailNotVerifiedRefusal(): (error: unknown) => boolean {
  const resend = useResendVerification();
  return (error) => {
    if (!(error instanceof ApiError && error.code === 'email_not_verified')) return false;
    toast.error(EMAIL_NOT_VERIFIED, { id: TOAST_ID, action: { label: 'Renvoyer le lien', onClick: () => resend.mutate() }, duration: 10_000 });
    return true;
  };
}
