import concertsLive from './assets/concerts-live.svg';
import festivals from './assets/festivals.svg';
import interviewsExclusives from './assets/interviews-exclusives.svg';
import studioEnDirect from './assets/studio-en-direct.svg';

export interface HeroSlide {
  key: string;
  title: string;
  description: string | null;
  /** The image as shown at full width, and its narrower variants for `srcset` when it has some. */
  src: string;
  srcSet?: string;
}

/**
 * spec 1 §2: the 4 slides shown when no hero image exists. Their artwork ships with the app (and
 * is precached), never a hot-linked stock photo: it shows offline too (DECISIONS.md 12).
 */
export const FALLBACK_SLIDES: HeroSlide[] = [
  { key: 'studio', title: 'Studio en Direct', description: 'Découvrez nos émissions en direct', src: studioEnDirect },
  { key: 'concerts', title: 'Concerts Live', description: 'Les meilleurs artistes en live', src: concertsLive },
  { key: 'festivals', title: 'Festivals', description: "Vivez l'ambiance des festivals", src: festivals },
  { key: 'interviews', title: 'Interviews Exclusives', description: 'Rencontrez vos artistes préférés', src: interviewsExclusives },
];
