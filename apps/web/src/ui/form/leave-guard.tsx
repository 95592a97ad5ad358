// Unsaved changes are not lost by a tap elsewhere: leaving the page inside the app asks first (the
// app's own dialog), closing the modal that holds the form asks the same, and closing the tab or
// reloading gets the browser's own question.
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { type CloseGuard, Modal, useModalCloseGuard } from '../modal.tsx';

export const LEAVE_TITLE = 'Modifications non enregistrées';
export const LEAVE_MESSAGE = 'Vos modifications ne sont pas enregistrées. Quitter quand même ?';

export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });
  // The modal's close, held while the question is asked.
  const [closeModal, setCloseModal] = useState<(() => void) | null>(null);
  const holdModalClose = useCallback<CloseGuard>(
    (close) => {
      if (!unsaved()) return false;
      setCloseModal(() => close);
      return true;
    },
    [unsaved],
  );
  useModalCloseGuard(holdModalClose);

  if (closeModal) {
    const leave = () => {
      setCloseModal(null);
      closeModal();
    };
    return <UnsavedChangesDialog onStay={() => setCloseModal(null)} onLeave={leave} />;
  }
  if (blocker.status !== 'blocked') return null;
  return <UnsavedChangesDialog onStay={blocker.reset} onLeave={blocker.proceed} />;
}

function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal open onClose={onStay} title={LEAVE_TITLE}>
      <p>{LEAVE_MESSAGE}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onStay}>
          Rester
        </button>
        <button type="button" className="btn btn--danger" onClick={onLeave}>
          Quitter sans enregistrer
        </button>
      </div>
    </Modal>
  );
}
