import { createRouter } from '@tanstack/react-router';
import { queryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import { ErrorPage } from './ui/error-page.tsx';
import { NotFoundPage } from './ui/not-found-page.tsx';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Hovering a link starts its loader; TanStack Query decides freshness, so the router caches nothing itself.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: NotFoundPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
