// Unsaved changes are not lost by a tap elsewhere: leaving the page inside the app asks first (the
// app's own dialog), and closing the tab or reloading gets the browser's own question.
import { useBlocker } from '@tanstack/react-router';
import { Modal } from '../modal.tsx';

export const LEAVE_TITLE = 'Modifications non enregistrées';
export const LEAVE_MESSAGE = 'Vos modifications ne sont pas enregistrées. Quitter quand même ?';

export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <Modal open onClose={blocker.reset} title={LEAVE_TITLE}>
      <p>{LEAVE_MESSAGE}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={blocker.reset}>
          Rester
        </button>
        <button type="button" className="btn btn--danger" onClick={blocker.proceed}>
          Quitter sans enregistrer
        </button>
      </div>
    </Modal>
  );
}
