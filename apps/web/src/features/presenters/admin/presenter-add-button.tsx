import { UserPlus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { PresenterFormModal } from './presenter-form-modal.tsx';

/** 'Ajouter un animateur' (on /animateurs only, none on the home page). */
export default function PresenterAddButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        <UserPlus size={18} aria-hidden="true" />
        Ajouter un animateur
      </button>
      <PresenterFormModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
