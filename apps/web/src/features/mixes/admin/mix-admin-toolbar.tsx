// The admin's 'Ajouter un mix' above a mix list (lazy chunk: listeners never download it).
import { Plus } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { MixForm } from './mix-form.tsx';

interface MixAdminToolbarProps {
  weekly: boolean;
  /** `/mixes?add=weekly` opens the weekly add at once. */
  openAtStart?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export default function MixAdminToolbar({ weekly, openAtStart = false, onOpenChange }: MixAdminToolbarProps) {
  const [open, setOpen] = useState(openAtStart);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const title = weekly ? 'Ajouter un mix "Entrée de la semaine"' : 'Ajouter un mix';
  return (
    <div className="admin-toolbar">
      <button type="button" className="btn btn--primary btn--small" onClick={() => change(true)}>
        <Plus size={16} aria-hidden="true" />
        {title}
      </button>
      <Modal open={open} onClose={() => change(false)} title={title}>
        <MixForm weekly={weekly} onDone={() => change(false)} />
      </Modal>
    </div>
  );
}
