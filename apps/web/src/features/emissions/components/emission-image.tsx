import type { Emission } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import { Radio } from '../../../ui/icons.tsx';
import { UploadedImage } from '../../../ui/uploaded-image.tsx';

/** The emission's image at the size the screen needs (its WebP variants). */
export const EmissionImage = ({ emission, sizes }: { emission: Emission; sizes: string }) => (
  <UploadedImage url={mediaUrl('emissionImage', emission.img_url)} sizes={sizes} alt="" placeholder={<Radio size={40} aria-hidden="true" />} />
);
