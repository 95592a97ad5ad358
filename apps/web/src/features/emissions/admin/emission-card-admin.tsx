import type { Emission } from '@station/shared';
import { emissionMessages } from '@station/shared/client';
import { FilePlus2, Pencil, Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { staffFailure } from '../../../lib/staff-refusal.ts';
import type { EmissionStatus } from '../emission-status.ts';
import { AddAudioModal } from './add-audio-modal.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmissionFormModal } from './emission-form-modal.tsx';
import { useDeleteEmission } from './emission-writes.ts';
import './emissions-admin.css';

type Open = 'edit' | 'delete' | 'audio' | null;

/** Edit, delete and 'add an audio' on an emission card, for admins. */
export default function EmissionCardAdmin({ emission, status }: { emission: Emission; status: EmissionStatus }) {
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteEmission();
  const close = () => setOpen(null);

  // mutateAsync: the card (and this component) leaves the list before per-call callbacks would run.
  const onDelete = () =>
    remove.mutateAsync(emission.id).then(
      ({ message }) => toast.success(message),
      (error) => toast.error(staffFailure(emissionMessages.deleteFailed(emission.title), error)),
    );

  return (
    <div className="admin-actions">
      {/* A past emission without audio calls for one (a labelled button); otherwise an icon. */}
      {status === 'past_no_audio' ? (
        <button type="button" className="btn btn--small btn--primary" onClick={() => setOpen('audio')}>
          <FilePlus2 size={16} aria-hidden="true" />
          Ajouter un audio
        </button>
      ) : (
        <button type="button" className="icon-button" onClick={() => setOpen('audio')} aria-label="Ajouter un audio" title="Ajouter un audio">
          <FilePlus2 size={17} aria-hidden="true" />
        </button>
      )}
      <button type="button" className="icon-button" onClick={() => setOpen('edit')} aria-label={`Modifier ${emission.title}`} title="Modifier">
        <Pencil size={17} aria-hidden="true" />
      </button>
      <button type="button" className="icon-button icon-button--danger" onClick={() => setOpen('delete')} aria-label={`Supprimer ${emission.title}`} title="Supprimer">
        <Trash2 size={17} aria-hidden="true" />
      </button>
      <EmissionFormModal open={open === 'edit'} onClose={close} record={emission} />
      <AddAudioModal open={open === 'audio'} onClose={close} emission={emission} />
      <ConfirmDialog
        open={open === 'delete'}
        title="Supprimer l'émission"
        message={emissionMessages.deleteConfirm}
        confirmLabel="Supprimer"
        busyLabel="Suppression..."
        busy={remove.isPending}
        danger
        onConfirm={onDelete}
        onClose={close}
      />
    </div>
  );
}
