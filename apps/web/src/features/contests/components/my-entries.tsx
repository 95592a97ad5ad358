import type { Soumission } from '@station/shared';
import { contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { Modal } from '../../../ui/modal.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { activeContestsQuery, submissionsQuery } from '../api/contests-query.ts';
import { useEntryWrites } from '../api/entry-writes.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { EntryForm } from './entry-form.tsx';
import { EntryVideo } from './entry-video.tsx';
import { votesLabel } from './votes-label.ts';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../contests.css';

/** 'My entries': the talent's entries, a new one, edit in a modal, delete after confirmation. */
export function MyEntries({ talentId, artistName }: { talentId: number; artistName: string }) {
  const entries = useQuery(submissionsQuery());
  const contests = useQuery(activeContestsQuery());
  const { create, update, remove } = useEntryWrites();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Soumission | null>(null);
  const [deleting, setDeleting] = useState<Soumission | null>(null);
  const contestName = (id: number) => contests.data?.find((contest) => contest.concoursid === id)?.nom_concours ?? 'Concours clôturé';

  return (
    <>
      <div className="my-entries__head">
        <h2 className="section-title">Mes soumissions</h2>
        <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
          <Plus size={18} aria-hidden="true" /> Nouvelle inscription
        </button>
      </div>
      <QueryState query={entries} skeletons={2} errorText={contestMessages.entriesLoadFailed}>
        {(all) => {
          const mine = all.filter((entry) => entry.talon_id === talentId);
          if (mine.length === 0) return <p className="empty-state">Vous n'avez encore inscrit aucune musique. Ajoutez votre première vidéo YouTube !</p>;
          return (
            <ul className="my-entries">
              {mine.map((entry) => (
                <li key={entry.soumissionid} className="list-card my-entry" aria-label={`Inscription : ${entry.description}`}>
                  <EntryVideo soumissionid={entry.soumissionid} url={entry.music_url} title={entry.nom_artiste} />
                  <div className="my-entry__body">
                    <p className="my-entry__contest">{contestName(entry.concours_id)}</p>
                    <h3>{entry.nom_artiste}</h3>
                    <p>{entry.description}</p>
                    <p className="muted">
                      Soumis le {formatLongDate(entry.date_soumission)} · <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
                    </p>
                    <div className="my-entry__actions">
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(entry)}>
                        <Pencil size={16} aria-hidden="true" /> Modifier
                      </button>
                      <DeleteButton small onClick={() => setDeleting(entry)} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>

      <Modal open={adding} onClose={() => setAdding(false)} title="Nouvelle inscription">
        <EntryForm
          contests={contests.data ?? []}
          initial={{ nom_artiste: artistName, concours_id: contests.data?.length === 1 ? contests.data[0]!.concoursid : undefined }}
          submitLabel="Inscrire ma musique"
          busy={create.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={(values) => create.mutate({ ...values, concours_id: values.concours_id! }, { onSuccess: () => setAdding(false) })}
        />
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Modifier l'inscription">
        {editing && (
          <EntryForm
            initial={editing}
            submitLabel="Enregistrer"
            busy={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(values) =>
              update.mutate(
                { id: editing.soumissionid, ...values },
                {
                  onSuccess: () => {
                    setEditing(null);
                    toast.success(contestMessages.entryUpdated, { duration: 2500 });
                  },
                  onError: (error) => toast.error(refusalOr(error, contestMessages.entryUpdateFailed), { duration: 3000 }),
                },
              )
            }
          />
        )}
      </Modal>
      <ConfirmModal
        open={deleting !== null}
        title="Supprimer l'inscription"
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.soumissionid, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(contestMessages.entryDeleted, { duration: 2500 });
            },
            onError: (error) => toast.error(refusalOr(error, contestMessages.entryDeleteFailed), { duration: 3000 }),
          })
        }
      >
        <p>{contestMessages.entryDeleteConfirm}</p>
        <p className="muted">Ses votes seront perdus. Cette action est irréversible.</p>
      </ConfirmModal>
    </>
  );
}
