import { passwordResetSchema } from '@station/shared';
import { mailMessages, messages } from '@station/shared/client';
import { CheckCircle2, KeyRound, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormError, PasswordField } from '../../../ui/form-field.tsx';
import { useResetPassword } from '../api/auth-mutations.ts';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';

/** The mailed link's page (issue 22 §2): a new password (6+ characters) and its confirmation. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const reset = useResetPassword();
  const openAuth = useAuthModalStore((state) => state.openAuth);

  if (!token) return <FormError>{mailMessages.resetLinkInvalid}</FormError>;
  if (done) {
    return (
      <div className="modal__done" role="status">
        <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
        <p>{done}</p>
        <button type="button" className="btn btn--primary" onClick={() => openAuth()}>
          <LogIn size={18} aria-hidden="true" /> Se connecter
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ token, password, confirmPassword });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    reset.mutate(parsed.data, {
      onSuccess: ({ message }) => setDone(message),
      onError: (failure) => setError(failure.message || messages.generic),
    });
  };

  return (
    <form className="form card reset-password" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <PasswordField label="Nouveau mot de passe" autoComplete="new-password" required minLength={6} value={password} onChange={setPassword} />
      <PasswordField label="Confirmer le mot de passe" autoComplete="new-password" required minLength={6} value={confirmPassword} onChange={setConfirmPassword} />
      <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
        <KeyRound size={18} aria-hidden="true" />
        {reset.isPending ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
      </button>
    </form>
  );
}
