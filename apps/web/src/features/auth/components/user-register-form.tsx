import { userRegistrationSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { UserPlus } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormPasswordField, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useRegisterUser } from '../api/auth-mutations.ts';

const EMPTY = { prenom: '', nom: '', email: '', password: '', confirmPassword: '', telephone: '', address: '' };
type RegisterValues = typeof EMPTY;

/** The form's fields as the server names them. */
const toPayload = ({ telephone, address, ...fields }: RegisterValues) => ({ ...fields, tel: telephone, address_location: address });

/** Auth modal, registration: nom, prenom, email, passwords required; phone, address optional. */
export function UserRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegisterUser();
  const form = useForm<RegisterValues>({ defaultValues: EMPTY, resolver: sharedSchemaResolver(userRegistrationSchema, toPayload) });
  const send = async (values: RegisterValues) => {
    const profile = await register.mutateAsync(userRegistrationSchema.parse(toPayload(values)));
    onRegistered(profile.email);
  };

  return (
    // The server's error text, else 'Erreur lors de l'inscription'.
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.registrationFailed)}>
      <div className="form__row">
        <FormTextField<RegisterValues> name="prenom" label="Prénom" autoComplete="given-name" required />
        <FormTextField<RegisterValues> name="nom" label="Nom" autoComplete="family-name" required />
      </div>
      <FormTextField<RegisterValues> name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <FormPasswordField<RegisterValues> name="password" label="Mot de passe" autoComplete="new-password" required minLength={6} />
      <FormPasswordField<RegisterValues> name="confirmPassword" label="Confirmer le mot de passe" autoComplete="new-password" required />
      <FormTextField<RegisterValues> name="telephone" label="Téléphone (optionnel)" type="tel" autoComplete="tel" />
      <FormTextField<RegisterValues> name="address" label="Adresse (optionnel)" autoComplete="street-address" />
      <SubmitButton busyLabel="Inscription en cours...">
        <UserPlus size={18} aria-hidden="true" />
        S'inscrire
      </SubmitButton>
    </StationForm>
  );
}
