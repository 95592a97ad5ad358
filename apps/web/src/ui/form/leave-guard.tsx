// Unsaved changes are not lost by a tap elsewhere: leaving the page inside the app asks first (the
// app's own dialog), closing the modal that holds the form asks the same, and closing the tab or
// reloading gets the browser's own question.
import { useBlocker } from '@tanstack/react-router';
import { type RefObject, useEffect, useState } from 'react';
import { CLOSE_REQUEST, Modal } from '../modal.tsx';

export const LEAVE_TITLE = 'Modifications non enregistrées';
export const LEAVE_MESSAGE = 'Vos modifications ne sont pas enregistrées. Quitter quand même ?';

export function LeaveGuard({ unsaved, formRef }: { unsaved: () => boolean; formRef: RefObject<HTMLFormElement | null> }) {
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });
  // The modal holding the form, while the question about its closing is asked.
  const [closingModal, setClosingModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const modal = formRef.current?.closest('dialog');
    if (!modal) return;
    const holdClosing = (event: Event) => {
      if (!unsaved()) return;
      event.preventDefault();
      setClosingModal(modal);
    };
    modal.addEventListener(CLOSE_REQUEST, holdClosing);
    return () => modal.removeEventListener(CLOSE_REQUEST, holdClosing);
  }, [formRef, unsaved]);

  if (closingModal) {
    const leave = () => {
      setClosingModal(null);
      // Its 'close' event tells the modal's owner, as any closing does.
      closingModal.close();
    };
    return <UnsavedChangesDialog onStay={() => setClosingModal(null)} onLeave={leave} />;
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
