import { GENRES } from '@station/shared/client';
import { useId } from 'react';
import { TextField } from '../../../ui/form-field.tsx';
import type { ProfileForm, ProfileRecord } from '../profile-form.ts';
import { fieldLabels } from './profile-details.tsx';

interface Props {
  role: ProfileRecord['role'];
  form: ProfileForm;
  onChange: (change: Partial<ProfileForm>) => void;
}

/** The edit form's fields (spec 1 §3); genre and bio exist for talents only. */
export function ProfileEditFields({ role, form, onChange }: Props) {
  const labels = fieldLabels(role);
  const genreId = useId();
  const bioId = useId();
  return (
    <>
      <div className="form__row">
        <TextField label={labels.prenom} required value={form.prenom} onChange={(prenom) => onChange({ prenom })} />
        <TextField label={labels.nom} required value={form.nom} onChange={(nom) => onChange({ nom })} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={(email) => onChange({ email })} />
      <div className="form__row">
        <TextField label="Téléphone" type="tel" autoComplete="tel" value={form.telephone} onChange={(telephone) => onChange({ telephone })} />
        <TextField label="Adresse" autoComplete="street-address" value={form.adresse} onChange={(adresse) => onChange({ adresse })} />
      </div>
      {role === 'talent' && (
        <>
          <div className="field">
            <label htmlFor={genreId}>{labels.profession}</label>
            <select id={genreId} className="field__input" value={form.profession} onChange={(event) => onChange({ profession: event.target.value })}>
              <option value="">Non renseigné</option>
              {GENRES.map((genre) => (
                <option key={genre.value} value={genre.value}>
                  {genre.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={bioId}>{labels.bio}</label>
            {/* spec 1 §2: the bio textarea has 4 rows. */}
            <textarea id={bioId} className="field__input" rows={4} value={form.bio} onChange={(event) => onChange({ bio: event.target.value })} />
          </div>
        </>
      )}
    </>
  );
}
