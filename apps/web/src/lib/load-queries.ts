import type { QueryClient, FetchQueryOptions } from '@tanstack/react-query';

/**
 * A loader's prefetch of several sections: waits for all of them, but a failed one does not fail the
 * page (its section shows the error and a retry instead of the whole route erroring).
 */
export async function loadQueries(queryClient: QueryClient, ...queries: FetchQueryOptions<any, any, any, any>[]) {
  await Promise.allSettled(queries.map((options) => queryClient.ensureQueryData(options)));
}
