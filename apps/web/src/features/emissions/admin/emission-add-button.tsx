import { Plus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { EmissionFormModal } from './emission-form-modal.tsx';

/** 'Ajouter une émission' on /emissions, for admins. */
export default function EmissionAddButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        <Plus size={18} aria-hidden="true" />
        Ajouter une émission
      </button>
      <EmissionFormModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
