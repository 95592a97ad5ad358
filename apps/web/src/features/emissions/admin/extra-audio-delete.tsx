import { emissionMessages } from '@station/shared/client';
import { Trash2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { staffFailure } from '../../../lib/staff-refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useDeleteEmissionAudio } from './emission-writes.ts';

/** Deletes one extra recording (never the primary one), after a confirmation. */
export default function ExtraAudioDelete({ emissionId, audioId, name }: { emissionId: number; audioId: number; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEmissionAudio();
  // mutateAsync: the recording (and this component) leaves the list before per-call callbacks would run.
  const onConfirm = () =>
    remove.mutateAsync({ id: emissionId, audioId }).then(
      ({ message }) => toast.success(message),
      (error) => toast.error(staffFailure(emissionMessages.audioDeleteFailed(name), error)),
    );
  return (
    <>
      <button type="button" className="icon-button icon-button--danger" onClick={() => setConfirming(true)} aria-label={`Supprimer l'enregistrement ${name}`} title="Supprimer">
        <Trash2 size={16} aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={confirming}
        title="Supprimer l'enregistrement"
        message={`Êtes-vous sûr de vouloir supprimer "${name}" ? Cette action est irréversible.`}
        confirmLabel="Supprimer"
        busyLabel="Suppression..."
        busy={remove.isPending}
        danger
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
