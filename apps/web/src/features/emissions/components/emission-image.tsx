import type { Emission } from '@station/shared';
import { imageVariantUrl, mediaUrl } from '@station/shared/client';
import { Radio } from 'lucide-react';
import { useState } from 'react';

/** The emission's image at the size the screen needs (its WebP variants). */
export function EmissionImage({ emission, sizes }: { emission: Emission; sizes: string }) {
  const [broken, setBroken] = useState(false);
  const url = mediaUrl('emissionImage', emission.img_url);
  if (!url || broken) {
    return (
      <span className="card__placeholder">
        <Radio size={40} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={imageVariantUrl(url, 640) ?? url}
      srcSet={`${imageVariantUrl(url, 640)} 640w, ${imageVariantUrl(url, 1280)} 1280w`}
      sizes={sizes}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
