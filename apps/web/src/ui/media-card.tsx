import { imageVariantUrl } from '@station/shared/client';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ImageIcon } from './icons.tsx';
import { type ReactNode, useState } from 'react';

interface MediaCardProps {
  title: string;
  image?: string | null;
  /** Short label over the image (a category, a role). */
  badge?: string;
  /** One line under the title: who, when. */
  meta?: ReactNode;
  text?: string;
  link?: LinkProps;
  /** Anchor of the card itself (share links point at it). */
  id?: string;
  portrait?: boolean;
  fallbackIcon?: ReactNode;
  /** Controls under the text (play, like, download...). */
  actions?: ReactNode;
  /** h3 under a section's h2 (the home); h2 straight under a page's h1, so no level is skipped. */
  headingLevel?: 'h2' | 'h3';
}

/** Uploaded photos have WebP variants of 640 and 1280 px: a phone downloads the small one. */
export function variantSrcSet(url: string | null | undefined): string | undefined {
  if (!url?.startsWith('/imageback/') || url.endsWith('.svg')) return undefined;
  return `${imageVariantUrl(url, 640)} 640w, ${imageVariantUrl(url, 1280)} 1280w`;
}
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** Image, title and one line of meta: the card every catalogue list uses. */
export function MediaCard({ title, image, badge, meta, text, link, id, portrait, fallbackIcon, actions, headingLevel = 'h3' }: MediaCardProps) {
  const [broken, setBroken] = useState(false);
  const Heading = headingLevel;
  return (
    <article className="card" id={id}>
      <div className={`card__media ${portrait ? 'card__media--portrait' : ''}`}>
        {image && !broken ? (
          <img src={image} srcSet={variantSrcSet(image)} sizes={CARD_SIZES} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
        ) : (
          <span className="card__placeholder">{fallbackIcon ?? <ImageIcon size={40} aria-hidden="true" />}</span>
        )}
        {badge && <span className="card__badge">{badge}</span>}
      </div>
      <div className="card__body">
        <Heading className="card__title">
          {link ? (
            <Link {...link} className="card__link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {meta && <p className="card__meta">{meta}</p>}
        {text && <p className="card__text">{text}</p>}
        {actions && <div className="card__actions">{actions}</div>}
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}
