import { EMAIL_NOT_VERIFIED } from '@station/shared/client';
import { Mail, Send } from '../../../ui/icons.tsx';
import type { Account } from '@station/shared';
import { useResendVerification } from '../../../session/verify-email.ts';

/**
 * A signed-in listener or talent whose address is not confirmed yet reads why voting,
 * comments, dedications and contests are closed to them, and can ask for the link again.
 */
export function VerifyEmailBannerBody({ account }: { account: Account }) {
  const resend = useResendVerification();
  return (
    <section className="verify-banner container" aria-label="Email à confirmer">
      <Mail size={20} aria-hidden="true" className="verify-banner__icon" />
      <p className="verify-banner__text">
        {EMAIL_NOT_VERIFIED} <span className="verify-banner__email">({account.email})</span>
      </p>
      <button type="button" className="btn btn--small btn--primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        <Send size={16} aria-hidden="true" /> Renvoyer le lien
      </button>
    </section>
  );
}
