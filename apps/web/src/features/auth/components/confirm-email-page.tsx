import { mailMessages } from '@station/shared/client';
import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from '../../../ui/icons.tsx';
import { useEffect, useRef } from 'react';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormError } from '../../../ui/form-field.tsx';
import { useVerifyEmail } from '../../../session/verify-email.ts';

/** The confirmation link's page: the token is sent once, the answer shown. */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second call would find the link already used.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (!token) return <FormError>{mailMessages.verifyLinkInvalid}</FormError>;
  if (verify.isError) return <FormError>{refusalOr(verify.error, mailMessages.verifyLinkInvalid)}</FormError>;
  if (!verify.data) return <p aria-busy="true">Confirmation en cours…</p>;
  return (
    <div className="modal__done" role="status">
      <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
      <p>{verify.data.message}</p>
      <Link to="/concours-talents" className="btn btn--primary">
        Voter au concours
      </Link>
    </div>
  );
}
