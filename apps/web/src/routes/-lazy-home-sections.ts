import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The home's sections below the hero, a chunk of their own. One component for the loader
 * (which starts the chunk with the lists) and the page: once loaded, it renders at once instead of
 * suspending, so a server-rendered home hydrates in one piece.
 */
export const HomeSections = lazyRouteComponent(() => import('./-home-sections.tsx'));
