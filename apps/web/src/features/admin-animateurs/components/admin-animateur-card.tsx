import type { AdminAnimateur } from '@station/shared';
import { adminAnimateurUpdateSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { Mail, Pencil } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formatLongDate } from '../../../lib/format.ts';
import { FormPasswordField, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useDeleteAdminAnimateur, useUpdateAdminAnimateur } from '../api/admin-animateurs-api.ts';
import { refusalOr } from '../../../lib/api-client.ts';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../admin-animateurs.css';

/** One moderator: its card, edited in place. */
export function AdminAnimateurCard({ moderator }: { moderator: AdminAnimateur }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteAdminAnimateur();
  const name = `${moderator.prenom} ${moderator.nom}`;

  const onDelete = () => {
    if (!window.confirm(`Êtes-vous sûr de vouloir supprimer l'admin-animateur "${name}" ?`)) return;
    remove.mutate(moderator.id, {
      onSuccess: () => toast.success(messages.adminAnimateurDeleted),
      onError: (error) => toast.error(refusalOr(error, messages.adminAnimateurDeleteFailed)),
    });
  };

  return (
    <li className="card-panel moderator-card">
      {editing ? (
        <EditForm moderator={moderator} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="moderator-card__identity">
            <span className="moderator-card__initials" aria-hidden="true">
              {(moderator.prenom[0] ?? '') + (moderator.nom[0] ?? '')}
            </span>
            <div>
              <h2 className="moderator-card__name">{name}</h2>
              <p className="muted moderator-card__email">
                <Mail size={14} aria-hidden="true" />
                {moderator.email}
              </p>
              <p className="muted moderator-card__date">Ajouté le {formatLongDate(moderator.created_at)}</p>
            </div>
          </div>
          <div className="moderator-card__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)} aria-label={`Modifier ${name}`}>
              <Pencil size={16} aria-hidden="true" />
              Modifier
            </button>
            <DeleteButton onClick={onDelete} disabled={remove.isPending} aria-label={`Supprimer ${name}`} />
          </div>
        </>
      )}
    </li>
  );
}

type EditValues = { nom: string; prenom: string; email: string; password: string };

/** Nom, prenom, email required; the password only sent when filled in. */
function EditForm({ moderator, onDone }: { moderator: AdminAnimateur; onDone: () => void }) {
  const update = useUpdateAdminAnimateur();
  const form = useForm<EditValues>({
    defaultValues: { nom: moderator.nom, prenom: moderator.prenom, email: moderator.email, password: '' },
    resolver: sharedSchemaResolver(adminAnimateurUpdateSchema),
  });
  const send = async ({ password, ...fields }: EditValues) => {
    await update.mutateAsync({ id: moderator.id, ...fields, ...(password.trim() ? { password } : {}) });
    toast.success(messages.adminAnimateurUpdated);
    onDone();
  };

  return (
    <StationForm
      form={form}
      onSubmit={send}
      failure={(error) => refusalOr(error, messages.adminAnimateurUpdateFailed)}
      label={`Modifier ${moderator.prenom} ${moderator.nom}`}
    >
      <FormTextField<EditValues> name="prenom" label="Prénom" required />
      <FormTextField<EditValues> name="nom" label="Nom" required />
      <FormTextField<EditValues> name="email" label="Email" type="email" required />
      <FormPasswordField<EditValues> name="password" label="Nouveau mot de passe (optionnel)" autoComplete="new-password" />
      <div className="form__actions">
        <SubmitButton busyLabel="Enregistrement..." className="btn btn--primary">
          Enregistrer
        </SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={update.isPending}>
          Annuler
        </button>
      </div>
    </StationForm>
  );
}
