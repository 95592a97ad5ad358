import { passwordResetSchema } from '@station/shared';
import { mailMessages, messages } from '@station/shared/client';
import { CheckCircle2, KeyRound, LogIn } from '../../../ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalOr } from '../../../lib/api-client.ts';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { FormError } from '../../../ui/form-field.tsx';
import { FormPasswordField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useResetPassword } from '../api/auth-mutations.ts';

type ResetValues = { password: string; confirmPassword: string };

/** The mailed link's page: a new password (6+ characters) and its confirmation. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const [done, setDone] = useState<string>();
  const openAuth = useAuthModalStore((state) => state.openAuth);
  const doneRef = useRef<HTMLDivElement>(null);
  // The shorter answer replaces the form where the listener had scrolled to: the page goes back to its
  // top (the heading below the header, not under it) and the answer takes the focus for screen readers.
  useEffect(() => {
    if (!done) return;
    window.scrollTo({ top: 0 });
    doneRef.current?.focus({ preventScroll: true });
  }, [done]);

  if (!token) return <FormError>{mailMessages.resetLinkInvalid}</FormError>;
  if (done) {
    return (
      <div ref={doneRef} className="modal__done" role="status" tabIndex={-1}>
        <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
        <p>{done}</p>
        <button type="button" className="btn btn--primary" onClick={() => openAuth()}>
          <LogIn size={18} aria-hidden="true" /> Se connecter
        </button>
      </div>
    );
  }
  return <ResetPasswordForm token={token} onDone={setDone} />;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: sharedSchemaResolver(passwordResetSchema, (values) => ({ token, ...values })),
  });
  const send = async (values: ResetValues) => onDone((await reset.mutateAsync({ token, ...values })).message);

  return (
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.generic)} className="form card reset-password" guardLeaving={false}>
      <FormPasswordField<ResetValues> name="password" label="Nouveau mot de passe" autoComplete="new-password" required minLength={6} />
      <FormPasswordField<ResetValues> name="confirmPassword" label="Confirmer le mot de passe" autoComplete="new-password" required minLength={6} />
      <SubmitButton busyLabel="Enregistrement...">
        <KeyRound size={18} aria-hidden="true" />
        Enregistrer le mot de passe
      </SubmitButton>
    </StationForm>
  );
}
