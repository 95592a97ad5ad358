import type { Animateur } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import { Mic } from '../../../ui/icons.tsx';
import { UploadedImage } from '../../../ui/uploaded-image.tsx';

/** The presenter's photo at the size the screen needs (its WebP variants). */
export const PresenterPhoto = ({ presenter, sizes }: { presenter: Animateur; sizes: string }) => (
  <UploadedImage url={mediaUrl('animateurImage', presenter.img_url)} sizes={sizes} alt={`${presenter.prenom} ${presenter.nom}`} placeholder={<Mic size={40} aria-hidden="true" />} />
);
