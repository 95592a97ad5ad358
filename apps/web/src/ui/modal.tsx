import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'wide' for grids (the avatar picker); 'drawer' slides in from the side (an emission's details). */
  size?: 'default' | 'wide' | 'drawer';
}

/** Asked before the modal closes: true when it takes the closing over (to ask first), given how to close. */
export type CloseGuard = (close: () => void) => boolean;
type RegisterCloseGuard = (guard: CloseGuard) => () => void;
const CloseGuardContext = createContext<RegisterCloseGuard | null>(null);

/** A form inside a modal can hold its closing (issue 20 §4: unsaved changes ask first). */
export function useModalCloseGuard(guard: CloseGuard): void {
  const register = useContext(CloseGuardContext);
  useEffect(() => register?.(guard), [register, guard]);
}

/**
 * The app's one modal: a native <dialog> opened with showModal(), so focus is trapped, Escape
 * closes it and the page behind is inert for assistive technology. Content mounts only while open,
 * so a form starts fresh each time. Closing (the button, Escape, the backdrop) goes through the
 * guards of the forms inside (ui/form/leave-guard.tsx), which ask first about unsaved changes.
 */
export function Modal({ open, onClose, title, children, size = 'default' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const guards = useRef(new Set<CloseGuard>());
  const register = useCallback<RegisterCloseGuard>((guard) => {
    guards.current.add(guard);
    return () => guards.current.delete(guard);
  }, []);
  const requestClose = () => {
    if (![...guards.current].some((guard) => guard(onClose))) onClose();
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
          <CloseGuardContext.Provider value={register}>{children}</CloseGuardContext.Provider>
        </div>
      )}
    </dialog>
  );
}
