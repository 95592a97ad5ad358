import type { QueryClient } from '@tanstack/react-query';
import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { onServer } from './ssr/hydration.ts';
import { ErrorPage } from './ui/error-page.tsx';
import { NotFoundPage } from './ui/not-found-page.tsx';

/** The app's router over a cache: the browser's one (main.tsx), or one per page the server renders. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    // Hovering a link starts its loader; TanStack Query decides freshness, so the router caches nothing itself.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would write its own inline script, refused by the CSP.
    scrollRestoration: !onServer,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
