import { Plus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { ProgrammeForm } from './programme-form.tsx';

/** Admin 'Ajouter un Programme': opens 'Créer un Programme'. Loaded for admins only. */
export default function AddProgrammeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        <Plus size={18} aria-hidden="true" />
        Ajouter un Programme
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Créer un Programme" size="wide">
        <ProgrammeForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
