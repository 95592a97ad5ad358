import { accountDataMessages } from '@station/shared/client';
import { Link, useNavigate } from '@tanstack/react-router';
import { Database, Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { PasswordField } from '../../../ui/form-field.tsx';
import { EXPORT_URL, useDeleteAccount } from '../api/delete-account.ts';

/** Profile → 'Mes données' (issue 22 §5): download everything kept, or delete the account. */
export function MyDataCard() {
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return void toast.error(accountDataMessages.deletionPasswordRequired);
    remove.mutate(
      { password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate({ to: '/' });
        },
        onError: (error) => toast.error(refusalOr(error, accountDataMessages.deleteFailed)),
      },
    );
  };

  return (
    <section className="card-panel my-data" aria-labelledby="my-data-title">
      <header className="card-panel__header">
        <h2 id="my-data-title">
          <Database size={20} aria-hidden="true" />
          Mes données
        </h2>
      </header>
      <p>
        Téléchargez tout ce que la station conserve sur votre compte (profil, commentaires, dédicaces, j’aime, playlists, votes, émissions suivies,
        inscriptions aux concours, newsletter), au format JSON. Voir aussi la page <Link to="/confidentialite">Confidentialité</Link>.
      </p>
      <div className="form__actions">
        <a className="btn btn--ghost" href={EXPORT_URL} download>
          <Download size={16} aria-hidden="true" /> Télécharger mes données
        </a>
        {!deleting && (
          <button type="button" className="btn btn--danger" onClick={() => setDeleting(true)}>
            <Trash2 size={16} aria-hidden="true" /> Supprimer mon compte
          </button>
        )}
      </div>
      {deleting && (
        <form className="form my-data__delete" onSubmit={onSubmit} noValidate>
          <p>
            La suppression est définitive : vos informations, commentaires, dédicaces, playlists et fichiers envoyés sont effacés, et toutes vos sessions
            fermées. Vos votes restent comptés, sans votre nom.
          </p>
          <PasswordField label="Mot de passe" autoComplete="current-password" value={password} onChange={setPassword} />
          <div className="form__actions">
            <button type="submit" className="btn btn--danger" disabled={remove.isPending}>
              {remove.isPending ? 'Suppression...' : 'Supprimer définitivement mon compte'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setDeleting(false)} disabled={remove.isPending}>
              Annuler
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
