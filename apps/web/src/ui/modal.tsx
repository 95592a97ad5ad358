import { X } from './icons.tsx';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'wide' for grids (the avatar picker); 'drawer' slides in from the side (an emission's details). */
  size?: 'default' | 'wide' | 'drawer';
}

/**
 * Fired (cancelable, not bubbling) on the <dialog> before it closes by its button, Escape or the
 * backdrop: a form inside that holds unsaved changes cancels it and asks first (ui/form/leave-guard.tsx),
 * then closes the dialog itself. An event rather than a context keeps the first load light.
 */
export const CLOSE_REQUEST = 'station:closerequest';

/**
 * The app's one modal: a native <dialog> opened with showModal(), so focus is trapped, Escape
 * closes it and the page behind is inert for assistive technology. Content mounts only while open,
 * so a form starts fresh each time. Closing (the button, Escape, the backdrop) is a CLOSE_REQUEST
 * first, which a form with unsaved changes may hold.
 */
export function Modal({ open, onClose, title, children, size = 'default' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const requestClose = () => {
    if (ref.current?.dispatchEvent(new Event(CLOSE_REQUEST, { cancelable: true })) !== false) onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape closes natively
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape: the same question as the close button (the dialog stays open until answered).
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // A click on the backdrop (the dialog element itself, outside the panel) closes it.
      onClick={(event) => event.target === event.currentTarget && requestClose()}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="Fermer" onClick={requestClose}>
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
