import { newsletterMessages } from '@station/shared/client';
import { CheckCircle2, MailX } from '../../../ui/icons.tsx';
import { useEffect, useRef } from 'react';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormError } from '../../../ui/form-field.tsx';
import { useConfirmNewsletter, useUnsubscribeNewsletter } from '../api/newsletter-links.ts';

function Done({ message }: { message: string }) {
  return (
    <div className="modal__done" role="status">
      <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

/** /newsletter/confirmer: the link is sent once; the address is subscribed from then on. */
export function ConfirmNewsletterPage({ token }: { token: string | undefined }) {
  const confirm = useConfirmNewsletter();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);
  if (!token) return <FormError>{newsletterMessages.confirmLinkInvalid}</FormError>;
  if (confirm.isError) return <FormError>{refusalOr(confirm.error, newsletterMessages.confirmLinkInvalid)}</FormError>;
  if (!confirm.data) return <p aria-busy="true">Confirmation en cours…</p>;
  return <Done message={confirm.data.message} />;
}

/** /newsletter/desabonnement: one button, no account needed (the link is the proof). */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const unsubscribe = useUnsubscribeNewsletter();
  if (!token) return <FormError>{newsletterMessages.unsubscribeLinkInvalid}</FormError>;
  if (unsubscribe.data) return <Done message={unsubscribe.data.message} />;
  return (
    <div className="card reset-password">
      <FormError>{unsubscribe.isError ? refusalOr(unsubscribe.error, newsletterMessages.unsubscribeLinkInvalid) : undefined}</FormError>
      <p>Vous ne recevrez plus la newsletter à cette adresse.</p>
      <button type="button" className="btn btn--primary" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        <MailX size={18} aria-hidden="true" /> Me désabonner
      </button>
    </div>
  );
}
