import { useEffect, useState } from 'react';
import { everyInterval } from '../../../lib/shared-interval.ts';
import '../schedule.css';

const KNOWN_TYPES = ['music', 'talk', 'mix'];
/** 3 shipped artworks per type (no hot-linked stock photos: they show offline too). */
export const artworksOf = (type: string) => {
  const kind = KNOWN_TYPES.includes(type) ? type : 'music';
  return [1, 2, 3].map((index) => `/artwork/shows/${kind}-${index}.svg`);
};
export const ARTWORK_ROTATION_MS = 5000;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The background of a show without an image: its type's 3 artworks in turn, every 5 s,
 * cross-faded; still when the listener asks for reduced motion. `offset` staggers the cards.
 */
export function RotatingArtwork({ type, offset = 0 }: { type: string; offset?: number }) {
  const artworks = artworksOf(type);
  const [turn, setTurn] = useState(offset % artworks.length);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    // Every card turns on the same timer (shared-interval.ts); `offset` keeps them staggered.
    return everyInterval(ARTWORK_ROTATION_MS, () => setTurn((current) => (current + 1) % artworks.length));
  }, [artworks.length]);
  return (
    <span className="show-art" aria-hidden="true">
      {artworks.map((src, index) => (
        <img key={src} src={src} alt="" className={`show-art__image ${index === turn ? 'is-shown' : ''}`} loading="lazy" decoding="async" />
      ))}
    </span>
  );
}
