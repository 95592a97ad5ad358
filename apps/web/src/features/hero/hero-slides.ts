import type { HeroImage } from '@station/shared';
import { imageVariantUrl, mediaUrl } from '@station/shared/client';
import { FALLBACK_SLIDES, type HeroSlide } from './fallback-slides.ts';

/** The admin's hero images in display order, as slides with their 640/1280 px variants; else the fallback. */
export function heroSlides(images: HeroImage[] | undefined): HeroSlide[] {
  if (!images?.length) return FALLBACK_SLIDES;
  return [...images]
    .sort((a, b) => a.display_order - b.display_order)
    .map((image) => {
      const url = mediaUrl('hero', image.image_filename)!;
      const small = imageVariantUrl(url, 640);
      const large = imageVariantUrl(url, 1280);
      return { key: String(image.id), title: image.title, description: image.description, src: large ?? url, srcSet: `${small} 640w, ${large} 1280w` };
    });
}
