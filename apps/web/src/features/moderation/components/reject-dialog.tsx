import type { ModerationItem } from '@station/shared';
import { REJECTION_REASON_MAX, messages } from '@station/shared/client';
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';

interface RejectDialogProps {
  item: ModerationItem | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
}

/**
 * spec 2 §5 reject dialog: a reason of at most 200 characters with its counter; without one, the
 * default reason of spec 2 §4. A comment's rejection removes it (spec 2 §4): nothing to explain.
 */
export function RejectDialog({ item, busy, onClose, onConfirm }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item starts with an empty reason
  useEffect(() => setReason(''), [item]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim() || null);
  };
  const comment = item?.kind === 'comment';
  return (
    <Modal open={item !== null} onClose={onClose} title={comment ? 'Rejeter le commentaire' : 'Rejeter la dédicace'}>
      <form className="form" onSubmit={submit} noValidate>
        {comment ? (
          <p>Le commentaire sera supprimé : son auteur ne le verra plus.</p>
        ) : (
          <TextField
            label="Motif du rejet (facultatif)"
            value={reason}
            onChange={setReason}
            maxLength={REJECTION_REASON_MAX}
            placeholder={messages.dedicationDefaultRejection}
            hint={`${REJECTION_REASON_MAX - reason.length} caractères restants`}
            autoFocus
          />
        )}
        <div className="form__actions">
          <button type="submit" className="btn btn--danger btn--small" disabled={busy}>
            Confirmer le rejet
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
