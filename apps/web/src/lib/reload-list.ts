import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a staff write: reads a public list again past the browser's HTTP cache (`cache: 'reload'`,
 * which also refreshes that cache), so the admin sees the change at once instead of the copy the
 * list's 30 s `max-age` would serve, then puts it in the query cache.
 */
export async function reloadList<T>(queryClient: QueryClient, queryKey: QueryKey, load: (init: RequestInit) => Promise<T>): Promise<void> {
  try {
    queryClient.setQueryData(queryKey, await load({ cache: 'reload' }));
  } catch {
    await queryClient.invalidateQueries({ queryKey });
  }
}
