import { passwordResetRequestSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { MailCheck, Send } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useRequestPasswordReset } from '../api/auth-mutations.ts';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  onBack: () => void;
}

type ForgotValues = { email: string };

/** 'Mot de passe oublié ?': an address, then the server's neutral answer. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const [answer, setAnswer] = useState<string>();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotValues>({ defaultValues: { email: initialEmail }, resolver: sharedSchemaResolver(passwordResetRequestSchema) });
  const send = async (values: ForgotValues) => setAnswer((await request.mutateAsync(values)).message);

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
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.generic)} guardLeaving={false}>
      <p>Indiquez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <FormTextField<ForgotValues> name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <SubmitButton busyLabel="Envoi en cours...">
        <Send size={18} aria-hidden="true" />
        Envoyer le lien
      </SubmitButton>
      <p className="modal__switch">
        <button type="button" className="link-button" onClick={onBack}>
          Retour à la connexion
        </button>
      </p>
    </StationForm>
  );
}
