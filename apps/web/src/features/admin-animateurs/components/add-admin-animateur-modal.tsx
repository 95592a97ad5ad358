import { adminAnimateurCreateSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { UserPlus } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormPasswordField, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useAddAdminAnimateur } from '../api/admin-animateurs-api.ts';
import { refusalOr } from '../../../lib/api-client.ts';

const EMPTY = { nom: '', prenom: '', email: '', password: '' };
type AddValues = typeof EMPTY;

/** Nom, prenom, email and password all non-blank ('Tous les champs sont obligatoires'). */
export function AddAdminAnimateurModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Ajouter un Admin-animateur">
      <AddForm onDone={onClose} />
    </Modal>
  );
}

function AddForm({ onDone }: { onDone: () => void }) {
  const add = useAddAdminAnimateur();
  const form = useForm<AddValues>({ defaultValues: EMPTY, resolver: sharedSchemaResolver(adminAnimateurCreateSchema) });
  const send = async (values: AddValues) => {
    await add.mutateAsync(values);
    toast.success(messages.adminAnimateurAdded);
    onDone();
  };

  return (
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.adminAnimateurAddFailed)}>
      <div className="form__row">
        <FormTextField<AddValues> name="prenom" label="Prénom" required />
        <FormTextField<AddValues> name="nom" label="Nom" required />
      </div>
      <FormTextField<AddValues> name="email" label="Email" type="email" autoComplete="off" required />
      <FormPasswordField<AddValues> name="password" label="Mot de passe" autoComplete="new-password" required />
      <SubmitButton busyLabel="Ajout en cours...">
        <UserPlus size={18} aria-hidden="true" />
        Ajouter
      </SubmitButton>
    </StationForm>
  );
}
