import { talentRegistrationSchema } from '@station/shared';
import { GENRES, messages } from '@station/shared/client';
import { UserPlus } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormPasswordField, FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useRegisterTalent } from '../api/auth-mutations.ts';

// The registration genre defaults to the first of the list.
const EMPTY = { email: '', password: '', nom_artiste: '', nom_complet: '', telephone: '', genre_musical: GENRES[0].value as string, address: '', biographie: '' };
type TalentValues = typeof EMPTY;

/** Talent registration: email, password (6+), artist name and full name required. */
export function TalentRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegisterTalent();
  const form = useForm<TalentValues>({ defaultValues: EMPTY, resolver: sharedSchemaResolver(talentRegistrationSchema) });
  const send = async (values: TalentValues) => {
    const talent = await register.mutateAsync(values);
    form.reset(EMPTY);
    onRegistered(talent.email ?? values.email);
  };

  return (
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.registrationFailed)}>
      <FormTextField<TalentValues> name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <FormPasswordField<TalentValues> name="password" label="Mot de passe" autoComplete="new-password" required minLength={6} />
      <div className="form__row">
        <FormTextField<TalentValues> name="nom_artiste" label="Nom d'artiste" required />
        <FormTextField<TalentValues> name="nom_complet" label="Nom complet" autoComplete="name" required />
      </div>
      <div className="form__row">
        <FormTextField<TalentValues> name="telephone" label="Téléphone" type="tel" autoComplete="tel" />
        <FormSelect<TalentValues> name="genre_musical" label="Genre musical" options={[...GENRES, { value: '', label: 'Aucun' }]} />
      </div>
      <FormTextField<TalentValues> name="address" label="Adresse" autoComplete="street-address" />
      <FormTextArea<TalentValues> name="biographie" label="Biographie" rows={3} />
      <SubmitButton busyLabel="Inscription en cours...">
        <UserPlus size={18} aria-hidden="true" />
        S'inscrire
      </SubmitButton>
    </StationForm>
  );
}
