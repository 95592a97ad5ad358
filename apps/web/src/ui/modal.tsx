import { X } from 'lucide-react';
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
 * The app's one modal: a native <dialog> opened with showModal(), so focus is trapped, Escape
 * closes it and the page behind is inert for assistive technology. Content mounts only while open,
 * so a form starts fresh each time.
 */
export function Modal({ open, onClose, title, children, size = 'default' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      // A click on the backdrop (the dialog element itself, outside the panel) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="Fermer" onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
