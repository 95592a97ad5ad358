import { GENRES } from '@station/shared/client';
import { FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import type { ProfileForm, ProfileRecord } from '../profile-form.ts';
import { fieldLabels } from './profile-details.tsx';

/** The edit form's fields; genre and bio exist for talents only. */
export function ProfileEditFields({ role }: { role: ProfileRecord['role'] }) {
  const labels = fieldLabels(role);
  return (
    <>
      <div className="form__row">
        <FormTextField<ProfileForm> name="prenom" label={labels.prenom} required />
        <FormTextField<ProfileForm> name="nom" label={labels.nom} required />
      </div>
      <FormTextField<ProfileForm> name="email" label="Email" type="email" autoComplete="email" required />
      <div className="form__row">
        <FormTextField<ProfileForm> name="telephone" label="Téléphone" type="tel" autoComplete="tel" />
        <FormTextField<ProfileForm> name="adresse" label="Adresse" autoComplete="street-address" />
      </div>
      {role === 'talent' && (
        <>
          <FormSelect<ProfileForm> name="profession" label={labels.profession} options={[{ value: '', label: 'Non renseigné' }, ...GENRES]} />
          {/* The bio textarea has 4 rows. */}
          <FormTextArea<ProfileForm> name="bio" label={labels.bio} rows={4} />
        </>
      )}
    </>
  );
}
