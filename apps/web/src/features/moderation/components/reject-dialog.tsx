import type { ModerationItem } from '@station/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { StationForm } from '../../../ui/form/station-form.tsx';
import { RejectionReasonField } from '../../../ui/moderation-controls.tsx';
import { Modal } from '../../../ui/modal.tsx';

interface RejectDialogProps {
  item: ModerationItem | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
}

/**
 * The reject dialog: a reason of at most 200 characters with its counter; without one, the
 * server's default reason. A comment's rejection removes it: nothing to explain.
 */
export function RejectDialog({ item, busy, onClose, onConfirm }: RejectDialogProps) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item starts with an empty reason
  useEffect(() => form.reset({ reason: '' }), [item]);
  const reason = form.watch('reason');
  const comment = item?.kind === 'comment';
  return (
    <Modal open={item !== null} onClose={onClose} title={comment ? 'Rejeter le commentaire' : 'Rejeter la dédicace'}>
      {/* A decision, not a draft: closing the dialog is the way to change one's mind, it asks nothing. */}
      <StationForm form={form} onSubmit={({ reason }) => onConfirm(reason.trim() || null)} failure={() => null} guardLeaving={false}>
        {comment ? (
          <p>Le commentaire sera supprimé : son auteur ne le verra plus.</p>
        ) : (
          <RejectionReasonField value={reason} onChange={(typed) => form.setValue('reason', typed)} autoFocus />
        )}
        <div className="form__actions">
          <button type="submit" className="btn btn--danger btn--small" disabled={busy}>
            Confirmer le rejet
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
            Annuler
          </button>
        </div>
      </StationForm>
    </Modal>
  );
}
