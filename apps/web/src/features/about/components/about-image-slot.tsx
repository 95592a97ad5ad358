import type { AboutImage, AboutImageKey } from '@station/shared';
import { imageVariantUrl, mediaUrl } from '@station/shared/client';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import '../about.css';

// Admins replace each slot's image; a lazy chunk listeners never download.
const ReplaceAboutImage = lazyAdmin(() => import('../admin/about-admin-image-button.tsx'));

export const imageFor = (images: AboutImage[] | undefined, key: AboutImageKey) => images?.find((image) => image.image_key === key);

/** One of the five image slots (hero_bg, studio, mixer, equipment, headphones), sized by `srcset`. */
export function AboutImageSlot({ slot, imageKey, className = '', sizes }: { slot: AboutImage | undefined; imageKey: AboutImageKey; className?: string; sizes: string }) {
  const url = mediaUrl('aboutImage', slot?.image_filename);
  return (
    <figure className={`about-slot ${className}`} data-slot={imageKey}>
      {url ? (
        <img
          src={imageVariantUrl(url, 1280) ?? url}
          srcSet={`${imageVariantUrl(url, 640)} 640w, ${imageVariantUrl(url, 1280)} 1280w`}
          sizes={sizes}
          alt={slot?.alt_text ?? ''}
          loading="lazy"
        />
      ) : (
        <span className="story__art" />
      )}
      <ReplaceAboutImage imageKey={imageKey} slot={slot} />
    </figure>
  );
}
