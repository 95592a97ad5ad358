import type { ReactNode } from 'react';
import { Modal } from '../../../ui/modal.tsx';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete flows': a confirmation dialog, then the DELETE. */
export function ConfirmModal({ open, title, children, confirmLabel, busy = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="confirm">{children}</div>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
          Annuler
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Suppression...' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
