import { Trash2 } from './icons.tsx';
import type { ComponentProps } from 'react';

/** The red 'Supprimer' button of the lists and queues; `children` follow the label (a hidden name). */
export function DeleteButton({ small = false, children, ...props }: Omit<ComponentProps<'button'>, 'type' | 'className'> & { small?: boolean }) {
  return (
    <button type="button" className={small ? 'btn btn--danger btn--small' : 'btn btn--danger'} {...props}>
      <Trash2 size={16} aria-hidden="true" />
      Supprimer{children}
    </button>
  );
}
