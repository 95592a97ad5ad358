import { loginSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormError, PasswordField, TextField } from '../../../ui/form-field.tsx';
import { useLogin } from '../api/auth-mutations.ts';

interface LoginFormProps {
  initialEmail?: string;
  /** The auth modal shows the talent checkbox; the contest's talent modal is always 'talent'. */
  talentCheckbox?: { preset: boolean } | false;
  onSuccess: () => void;
  /** 'Mot de passe oublié ?' (issue 22): opens the reset request with the typed address. */
  onForgotPassword?: (email: string) => void;
}

/** spec 1 §5 Login: email-shaped, password of 6+ characters; the server answers the rest. */
export function LoginForm({ initialEmail = '', talentCheckbox = false, onSuccess, onForgotPassword }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [talent, setTalent] = useState(talentCheckbox ? talentCheckbox.preset : true);
  const [error, setError] = useState<string>();
  const login = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password, talent });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    login.mutate(parsed.data, {
      onSuccess,
      onError: (failure) => setError(failure.message || messages.generic),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required value={email} onChange={setEmail} />
      <PasswordField label="Mot de passe" autoComplete="current-password" required minLength={6} value={password} onChange={setPassword} />
      {onForgotPassword && (
        <p className="form__aside">
          <button type="button" className="link-button" onClick={() => onForgotPassword(email)}>
            Mot de passe oublié ?
          </button>
        </p>
      )}
      {talentCheckbox && (
        <label className="checkbox">
          <input type="checkbox" checked={talent} onChange={(event) => setTalent(event.target.checked)} />
          Je suis un talent (artiste)
        </label>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        <LogIn size={18} aria-hidden="true" />
        {login.isPending ? 'Connexion en cours...' : 'Se connecter'}
      </button>
    </form>
  );
}
