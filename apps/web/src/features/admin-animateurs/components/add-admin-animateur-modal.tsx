import { adminAnimateurCreateSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormError, PasswordField, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useAddAdminAnimateur } from '../api/admin-animateurs-api.ts';
import { refusalOr } from '../../../lib/api-client.ts';

const EMPTY = { nom: '', prenom: '', email: '', password: '' };

/** spec 1 §5: nom, prenom, email and password all non-blank ('Tous les champs sont obligatoires'). */
export function AddAdminAnimateurModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Ajouter un Admin-animateur">
      <AddForm onDone={onClose} />
    </Modal>
  );
}

function AddForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const add = useAddAdminAnimateur();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminAnimateurCreateSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    add.mutate(form, {
      onSuccess: () => {
        toast.success(messages.adminAnimateurAdded);
        onDone();
      },
      onError: (failure) => setError(refusalOr(failure, messages.adminAnimateurAddFailed)),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <div className="form__row">
        <TextField label="Prénom" required value={form.prenom} onChange={set('prenom')} />
        <TextField label="Nom" required value={form.nom} onChange={set('nom')} />
      </div>
      <TextField label="Email" type="email" autoComplete="off" required value={form.email} onChange={set('email')} />
      <PasswordField label="Mot de passe" autoComplete="new-password" required value={form.password} onChange={set('password')} />
      <button type="submit" className="btn btn--primary btn--block" disabled={add.isPending}>
        <UserPlus size={18} aria-hidden="true" />
        {add.isPending ? 'Ajout en cours...' : 'Ajouter'}
      </button>
    </form>
  );
}
