import { talentRegistrationSchema } from '@station/shared';
import { GENRES, messages } from '@station/shared/client';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormError, PasswordField, TextField } from '../../../ui/form-field.tsx';
import { useRegisterTalent } from '../api/auth-mutations.ts';
import { refusalOr } from '../../../lib/api-client.ts';

// spec 1 §5: the registration genre defaults to the first of the list.
const EMPTY = { email: '', password: '', nom_artiste: '', nom_complet: '', telephone: '', genre_musical: GENRES[0].value as string, address: '', biographie: '' };

/** spec 2 §5 Talent registration: email, password (6+), artist name and full name required. */
export function TalentRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const register = useRegisterTalent();
  const genreId = useId();
  const bioId = useId();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = talentRegistrationSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    register.mutate(form, {
      onSuccess: (talent) => {
        setForm(EMPTY);
        onRegistered(talent.email ?? form.email);
      },
      onError: (failure) => setError(refusalOr(failure, messages.registrationFailed)),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required value={form.email} onChange={set('email')} />
      <PasswordField label="Mot de passe" autoComplete="new-password" required minLength={6} value={form.password} onChange={set('password')} />
      <div className="form__row">
        <TextField label="Nom d'artiste" required value={form.nom_artiste} onChange={set('nom_artiste')} />
        <TextField label="Nom complet" autoComplete="name" required value={form.nom_complet} onChange={set('nom_complet')} />
      </div>
      <div className="form__row">
        <TextField label="Téléphone" type="tel" autoComplete="tel" value={form.telephone} onChange={set('telephone')} />
        <div className="field">
          <label htmlFor={genreId}>Genre musical</label>
          <select id={genreId} className="field__input" value={form.genre_musical} onChange={(event) => set('genre_musical')(event.target.value)}>
            {GENRES.map((genre) => (
              <option key={genre.value} value={genre.value}>
                {genre.label}
              </option>
            ))}
            <option value="">Aucun</option>
          </select>
        </div>
      </div>
      <TextField label="Adresse" autoComplete="street-address" value={form.address} onChange={set('address')} />
      <div className="field">
        <label htmlFor={bioId}>Biographie</label>
        <textarea id={bioId} className="field__input" rows={3} value={form.biographie} onChange={(event) => set('biographie')(event.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={register.isPending}>
        <UserPlus size={18} aria-hidden="true" />
        {register.isPending ? 'Inscription en cours...' : "S'inscrire"}
      </button>
    </form>
  );
}
