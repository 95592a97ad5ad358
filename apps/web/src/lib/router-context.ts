import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives: the one QueryClient, so loaders fill the same cache components read. */
export interface RouterContext {
  queryClient: QueryClient;
}
