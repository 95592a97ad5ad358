import { userRegistrationSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormError, PasswordField, TextField } from '../../../ui/form-field.tsx';
import { useRegisterUser } from '../api/auth-mutations.ts';
import { refusalOr } from '../../../lib/api-client.ts';

const EMPTY = { prenom: '', nom: '', email: '', password: '', confirmPassword: '', telephone: '', address: '' };

/** spec 1 §2 Auth modal, registration: nom, prenom, email, passwords required; phone, address optional. */
export function UserRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const register = useRegisterUser();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userRegistrationSchema.safeParse({
      nom: form.nom,
      prenom: form.prenom,
      email: form.email,
      password: form.password,
      confirmPassword: form.confirmPassword,
      tel: form.telephone,
      address_location: form.address,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    register.mutate(parsed.data, {
      onSuccess: (profile) => onRegistered(profile.email),
      // spec 1 §8: the server's error text, else 'Erreur lors de l'inscription'.
      onError: (failure) => setError(refusalOr(failure, messages.registrationFailed)),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <div className="form__row">
        <TextField label="Prénom" autoComplete="given-name" required value={form.prenom} onChange={set('prenom')} />
        <TextField label="Nom" autoComplete="family-name" required value={form.nom} onChange={set('nom')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required value={form.email} onChange={set('email')} />
      <PasswordField label="Mot de passe" autoComplete="new-password" required minLength={6} value={form.password} onChange={set('password')} />
      <PasswordField label="Confirmer le mot de passe" autoComplete="new-password" required value={form.confirmPassword} onChange={set('confirmPassword')} />
      <TextField label="Téléphone (optionnel)" type="tel" autoComplete="tel" value={form.telephone} onChange={set('telephone')} />
      <TextField label="Adresse (optionnel)" autoComplete="street-address" value={form.address} onChange={set('address')} />
      <button type="submit" className="btn btn--primary btn--block" disabled={register.isPending}>
        <UserPlus size={18} aria-hidden="true" />
        {register.isPending ? 'Inscription en cours...' : "S'inscrire"}
      </button>
    </form>
  );
}
