import { loginSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { LogIn } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormCheckbox, FormPasswordField, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useLogin } from '../api/auth-mutations.ts';

interface LoginFormProps {
  initialEmail?: string;
  /** The auth modal shows the talent checkbox; the contest's talent modal is always 'talent'. */
  talentCheckbox?: { preset: boolean } | false;
  onSuccess: () => void;
  /** 'Mot de passe oublié ?': opens the reset request with the typed address. */
  onForgotPassword?: (email: string) => void;
}

type LoginValues = { email: string; password: string; talent: boolean };

/** Login: email-shaped, password of 6+ characters; the server answers the rest. */
export function LoginForm({ initialEmail = '', talentCheckbox = false, onSuccess, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginValues>({
    defaultValues: { email: initialEmail, password: '', talent: talentCheckbox ? talentCheckbox.preset : true },
    resolver: sharedSchemaResolver(loginSchema),
  });
  const send = async (values: LoginValues) => {
    await login.mutateAsync(values);
    onSuccess();
  };

  return (
    // Credentials are not a draft to keep: closing the modal asks nothing.
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.generic)} guardLeaving={false}>
      <FormTextField<LoginValues> name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <FormPasswordField<LoginValues> name="password" label="Mot de passe" autoComplete="current-password" required minLength={6} />
      {onForgotPassword && (
        <p className="form__aside">
          <button type="button" className="link-button" onClick={() => onForgotPassword(form.getValues('email'))}>
            Mot de passe oublié ?
          </button>
        </p>
      )}
      {talentCheckbox && <FormCheckbox<LoginValues> name="talent">Je suis un talent (artiste)</FormCheckbox>}
      <SubmitButton busyLabel="Connexion en cours...">
        <LogIn size={18} aria-hidden="true" />
        Se connecter
      </SubmitButton>
    </StationForm>
  );
}
