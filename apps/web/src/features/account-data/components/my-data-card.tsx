import { accountDataMessages } from '@station/shared/client';
import { Link, useNavigate } from '@tanstack/react-router';
import { Database, Download, Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { FormPasswordField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { EXPORT_URL, useDeleteAccount } from '../api/delete-account.ts';
import '../account-data.css';

type DeletionValues = { password: string };

/** Profile → 'Mes données': download everything kept, or delete the account. */
export function MyDataCard() {
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<DeletionValues>({
    defaultValues: { password: '' },
    resolver: checkResolver(({ password }) => !password && accountDataMessages.deletionPasswordRequired),
  });
  const send = async (values: DeletionValues) => {
    const { message } = await remove.mutateAsync(values);
    toast.success(message);
    void navigate({ to: '/' });
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
        // A password typed to confirm is not a draft: leaving asks nothing.
        <StationForm
          form={form}
          onSubmit={send}
          failure={(error) => refusalOr(error, accountDataMessages.deleteFailed)}
          className="form my-data__delete"
          errorsAs="toast"
          guardLeaving={false}
        >
          <p>
            La suppression est définitive : vos informations, commentaires, dédicaces, playlists et fichiers envoyés sont effacés, et toutes vos sessions
            fermées. Vos votes restent comptés, sans votre nom.
          </p>
          <FormPasswordField<DeletionValues> name="password" label="Mot de passe" autoComplete="current-password" />
          <div className="form__actions">
            <SubmitButton busyLabel="Suppression..." className="btn btn--danger">
              Supprimer définitivement mon compte
            </SubmitButton>
            <button type="button" className="btn btn--ghost" onClick={() => setDeleting(false)} disabled={remove.isPending}>
              Annuler
            </button>
          </div>
        </StationForm>
      )}
    </section>
  );
}
