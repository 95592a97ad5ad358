import type { ComponentProps, ComponentType } from 'react';
import { Modal } from '../modal.tsx';

interface RecordFormModalProps<T> {
  open: boolean;
  onClose: () => void;
  /** The record edited; absent to add one. */
  record?: T;
}

/**
 * The modal of an admin form that adds a record or edits the one given (an emission, a presenter, a
 * contest): its title says which; the form mounts fresh at each opening and closes the modal once saved.
 */
export function recordFormModal<T>(
  titles: { add: string; edit: string },
  Form: ComponentType<{ record?: T; onDone: () => void }>,
  size?: ComponentProps<typeof Modal>['size'],
) {
  return function RecordFormModal({ open, onClose, record }: RecordFormModalProps<T>) {
    return (
      <Modal open={open} onClose={onClose} title={record ? titles.edit : titles.add} size={size}>
        <Form record={record} onDone={onClose} />
      </Modal>
    );
  };
}
