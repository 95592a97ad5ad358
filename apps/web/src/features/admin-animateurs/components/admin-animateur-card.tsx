import type { AdminAnimateur } from '@station/shared';
import { adminAnimateurUpdateSchema } from '@station/shared';
import { messages } from '@station/shared/client';
import { Mail, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../lib/format.ts';
import { FormError, PasswordField, TextField } from '../../../ui/form-field.tsx';
import { useDeleteAdminAnimateur, useUpdateAdminAnimateur } from '../api/admin-animateurs-api.ts';
import { refusalOr } from '../../../lib/api-client.ts';
import '../admin-animateurs.css';

/** One moderator: its card, edited in place (spec 1 'Admin-presenter management page'). */
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
            <button type="button" className="btn btn--danger" onClick={onDelete} disabled={remove.isPending} aria-label={`Supprimer ${name}`}>
              <Trash2 size={16} aria-hidden="true" />
              Supprimer
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** spec 1 §5: nom, prenom, email required; the password only sent when filled in. */
function EditForm({ moderator, onDone }: { moderator: AdminAnimateur; onDone: () => void }) {
  const [form, setForm] = useState({ nom: moderator.nom, prenom: moderator.prenom, email: moderator.email, password: '' });
  const [error, setError] = useState<string>();
  const update = useUpdateAdminAnimateur();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminAnimateurUpdateSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.generic);
    setError(undefined);
    const { password, ...fields } = form;
    update.mutate(
      { id: moderator.id, ...fields, ...(password.trim() ? { password } : {}) },
      {
        onSuccess: () => {
          toast.success(messages.adminAnimateurUpdated);
          onDone();
        },
        onError: (failure) => setError(refusalOr(failure, messages.adminAnimateurUpdateFailed)),
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={`Modifier ${moderator.prenom} ${moderator.nom}`}>
      <FormError>{error}</FormError>
      <TextField label="Prénom" required value={form.prenom} onChange={set('prenom')} />
      <TextField label="Nom" required value={form.nom} onChange={set('nom')} />
      <TextField label="Email" type="email" required value={form.email} onChange={set('email')} />
      <PasswordField label="Nouveau mot de passe (optionnel)" autoComplete="new-password" value={form.password} onChange={set('password')} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={update.isPending}>
          Annuler
        </button>
      </div>
    </form>
  );
}
