import type { Animateur } from '@station/shared';
import { presenterMessages } from '@station/shared/client';
import { Pencil, Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { staffFailure } from '../../../lib/staff-refusal.ts';
import { PresenterFormModal } from './presenter-form-modal.tsx';
import { useDeletePresenter } from './presenter-writes.ts';

/** Edit and delete on a presenter card, for admins. */
export default function PresenterCardAdmin({ presenter }: { presenter: Animateur }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeletePresenter();
  const name = `${presenter.prenom} ${presenter.nom}`;

  const onDelete = () => {
    // The browser's own confirmation.
    if (!window.confirm(presenterMessages.deleteConfirm)) return;
    // mutateAsync: the card (and this component) leaves the list before per-call callbacks would run.
    remove.mutateAsync(presenter.animateurid).then(
      ({ message }) => toast.success(message),
      (error) => toast.error(staffFailure(presenterMessages.deleteFailed, error)),
    );
  };

  return (
    <>
      <button type="button" className="icon-button" onClick={() => setEditing(true)} aria-label={`Modifier ${name}`} title="Modifier">
        <Pencil size={17} aria-hidden="true" />
      </button>
      <button type="button" className="icon-button icon-button--danger" onClick={onDelete} disabled={remove.isPending} aria-label={`Supprimer ${name}`} title="Supprimer">
        <Trash2 size={17} aria-hidden="true" />
      </button>
      <PresenterFormModal open={editing} onClose={() => setEditing(false)} record={presenter} />
    </>
  );
}
