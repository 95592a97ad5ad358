import type { Soumission } from '@station/shared';
import { contestMessages } from '@station/shared/client';
import { Pencil, Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { Modal } from '../../../ui/modal.tsx';
import { useEntryWrites } from '../api/entry-writes.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { EntryForm } from '../components/entry-form.tsx';
import './contests-admin.css';

/** An admin's edit (music URL, description) and delete icons on each submission. */
export default function EntryAdminTools({ entry }: { entry: Soumission }) {
  const { update, remove } = useEntryWrites();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = entry.nom_artiste || entry.nom_complet;
  return (
    <span className="entry-tools">
      <button type="button" className="icon-button" aria-label={`Modifier la soumission de ${name}`} title="Modifier" onClick={() => setEditing(true)}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      <button type="button" className="icon-button" aria-label={`Supprimer la soumission de ${name}`} title="Supprimer" onClick={() => setDeleting(true)}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
      <Modal open={editing} onClose={() => setEditing(false)} title={`Modifier la soumission de ${name}`}>
        <EntryForm
          fields="video-and-description"
          initial={entry}
          submitLabel="Enregistrer"
          busy={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={({ music_url, description }) =>
            update.mutate(
              { id: entry.soumissionid, music_url, description },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success(contestMessages.submissionUpdated);
                },
                onError: (error) => toast.error(refusalOr(error, contestMessages.entryUpdateFailed)),
              },
            )
          }
        />
      </Modal>
      <ConfirmModal
        open={deleting}
        title="Supprimer la soumission"
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(entry.soumissionid, {
            onSuccess: () => {
              setDeleting(false);
              toast.success(contestMessages.submissionDeleted, { duration: 3000 });
            },
            onError: (error) => toast.error(refusalOr(error, contestMessages.submissionDeleteFailed)),
          })
        }
      >
        <p>
          Supprimer la soumission de <strong>{name}</strong> et ses votes ? Cette action est irréversible.
        </p>
      </ConfirmModal>
    </span>
  );
}
