import { ImagePlus, ListOrdered } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { AddHeroImageModal } from './add-hero-image-modal.tsx';
import { ManageHeroImagesModal } from './manage-hero-images-modal.tsx';
import './hero-admin.css';

/** The admin's two buttons, floating top right of the hero, and their modals. */
export default function HeroAdminControls() {
  const [open, setOpen] = useState<'add' | 'manage' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="hero-admin">
      <button type="button" className="btn btn--primary" onClick={() => setOpen('add')}>
        <ImagePlus size={18} aria-hidden="true" />
        Ajouter une image hero
      </button>
      <button type="button" className="btn btn--glass" onClick={() => setOpen('manage')}>
        <ListOrdered size={18} aria-hidden="true" />
        Gérer les images hero
      </button>
      <AddHeroImageModal open={open === 'add'} onClose={close} />
      <ManageHeroImagesModal open={open === 'manage'} onClose={close} />
    </div>
  );
}
