// The buttons that say the same thing wherever they stand: delete, and the moderators' approve and reject.
import { Check, Trash2, X } from 'lucide-react';
import type { ComponentProps } from 'react';

type ButtonProps = Omit<ComponentProps<'button'>, 'type' | 'className'>;

/** The red 'Supprimer' button of the lists and queues; `children` follow the label (a hidden name). */
export function DeleteButton({ small = false, children, ...props }: ButtonProps & { small?: boolean }) {
  return (
    <button type="button" className={small ? 'btn btn--danger btn--small' : 'btn btn--danger'} {...props}>
      <Trash2 size={16} aria-hidden="true" />
      Supprimer{children}
    </button>
  );
}

/** 'Approuver' a pending comment or dedication. */
export function ApproveButton(props: ButtonProps) {
  return (
    <button type="button" className="btn btn--primary btn--small" {...props}>
      <Check size={16} aria-hidden="true" />
      Approuver
    </button>
  );
}

/** 'Rejeter' a pending comment or dedication (the reason, if any, is asked for next). */
export function RejectButton(props: ButtonProps) {
  return (
    <button type="button" className="btn btn--ghost btn--small" {...props}>
      <X size={16} aria-hidden="true" />
      Rejeter
    </button>
  );
}
