// The toast of email-not-verified-refusal.ts, loaded with the first refusal: few writes meet it.
import { EMAIL_NOT_VERIFIED } from '@station/shared/client';
import { toast } from 'sonner';
import { resendVerification } from './verify-email.ts';

/** One toast at a time: a second refused write replaces the first instead of piling up. */
const TOAST_ID = 'email-not-verified';

export function showEmailNotVerified() {
  toast.error(EMAIL_NOT_VERIFIED, { id: TOAST_ID, action: { label: 'Renvoyer le lien', onClick: () => void resendVerification() }, duration: 10_000 });
}
