import { passwordResetRequestSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { MailCheck, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { useRequestPasswordReset } from '../api/auth-mutations.ts';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  onBack: () => void;
}

/** 'Mot de passe oublié ?' (issue 22 §2): an address, then the server's neutral answer. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<string>();
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    request.mutate(parsed.data, {
      onSuccess: ({ message }) => setAnswer(message),
      onError: (failure) => setError(failure.message || messages.generic),
    });
  };

  if (answer) {
    return (
      <div className="modal__done" role="status">
        <MailCheck size={48} className="modal__done-icon" aria-hidden="true" />
        <p>{answer}</p>
        <button type="button" className="btn btn--primary" onClick={onBack}>
          Retour à la connexion
        </button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>Indiquez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <FormError>{error}</FormError>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required value={email} onChange={setEmail} />
      <button type="submit" className="btn btn--primary btn--block" disabled={request.isPending}>
        <Send size={18} aria-hidden="true" />
        {request.isPending ? 'Envoi en cours...' : 'Envoyer le lien'}
      </button>
      <p className="modal__switch">
        <button type="button" className="link-button" onClick={onBack}>
          Retour à la connexion
        </button>
      </p>
    </form>
  );
}
