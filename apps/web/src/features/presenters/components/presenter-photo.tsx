import type { Animateur } from '@station/shared';
import { imageVariantUrl, mediaUrl } from '@station/shared/client';
import { Mic } from 'lucide-react';
import { useState } from 'react';

/** The presenter's photo at the size the screen needs (the WebP variants of spec DECISIONS.md 20). */
export function PresenterPhoto({ presenter, sizes }: { presenter: Animateur; sizes: string }) {
  const [broken, setBroken] = useState(false);
  const url = mediaUrl('animateurImage', presenter.img_url);
  if (!url || broken) {
    return (
      <span className="card__placeholder">
        <Mic size={40} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={imageVariantUrl(url, 640) ?? url}
      srcSet={`${imageVariantUrl(url, 640)} 640w, ${imageVariantUrl(url, 1280)} 1280w`}
      sizes={sizes}
      alt={`${presenter.prenom} ${presenter.nom}`}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
