import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * A `useSyncExternalStore` subscription to one entry of the query cache (by its hash): for the
 * readers that show an entry without being its observer (the session's controls, the cards'
 * hearts). An observer each set its own timers as a page of cards was taken over.
 */
export function useQueryEntryChanges(queryHash: string): { queryClient: QueryClient; subscribe: (onChange: () => void) => () => void } {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === queryHash) onChange();
      }),
    [queryClient, queryHash],
  );
  return { queryClient, subscribe };
}
