// The first slide (the page's LCP when no hero image exists) is inlined in the script, so it paints
// without a request; the others are files, fetched when their slide comes (not in the first load's JS).
import concertsLive from './assets/concerts-live.svg?no-inline';
import festivals from './assets/festivals.svg?no-inline';
import interviewsExclusives from './assets/interviews-exclusives.svg?no-inline';
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
 * The 4 slides shown when no hero image exists. Their artwork ships with the app (and
 * is precached), never a hot-linked stock photo: it shows offline too.
 */
export const FALLBACK_SLIDES: HeroSlide[] = [
  { key: 'studio', title: 'Studio en Direct', description: 'Découvrez nos émissions en direct', src: studioEnDirect },
  { key: 'concerts', title: 'Concerts Live', description: 'Les meilleurs artistes en live', src: concertsLive },
  { key: 'festivals', title: 'Festivals', description: "Vivez l'ambiance des festivals", src: festivals },
  { key: 'interviews', title: 'Interviews Exclusives', description: 'Rencontrez vos artistes préférés', src: interviewsExclusives },
];
