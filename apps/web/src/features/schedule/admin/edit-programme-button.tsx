import type { Programme } from '@station/shared';
import { Pencil } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { ProgrammeForm } from './programme-form.tsx';

/** Opens 'Modifier le Programme' for one programme. */
export function EditProgrammeButton({ programme }: { programme: Programme }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button" aria-label={`Modifier ${programme.title}`} onClick={() => setOpen(true)}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Modifier le Programme" size="wide">
        <ProgrammeForm programme={programme} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
