import { imageVariantUrl } from '@station/shared/client';
import { type ReactNode, useState } from 'react';

interface UploadedImageProps {
  /** The uploaded image's URL (mediaUrl(...)), or null when there is none. */
  url: string | null;
  /** Which width the layout shows it at: the browser picks the 640 or 1280 px WebP variant from it. */
  sizes: string;
  alt: string;
  /** Shown when there is no image or it fails to load. */
  placeholder: ReactNode;
}

/** An uploaded photo at the size the screen needs (its WebP variants), or a placeholder. */
export function UploadedImage({ url, sizes, alt, placeholder }: UploadedImageProps) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) return <span className="card__placeholder">{placeholder}</span>;
  return (
    <img
      src={imageVariantUrl(url, 640) ?? url}
      srcSet={`${imageVariantUrl(url, 640)} 640w, ${imageVariantUrl(url, 1280)} 1280w`}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
