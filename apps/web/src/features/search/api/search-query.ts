import type { SearchKind, SearchResponse } from '@station/shared';
import { isSearchable } from '@station/shared/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { offlineSearch } from '../offline-search.ts';

const EMPTY: SearchResponse = { query: '', groups: [] };

/**
 * The server's search. The query's AbortSignal goes to fetch, so a search made stale by
 * the next keystroke (no observer any more) is cancelled rather than left to finish.
 */
export const searchQuery = (q: string, type: SearchKind | undefined) =>
  queryOptions({
    queryKey: ['search', q, type ?? 'all'],
    queryFn: ({ signal }): Promise<SearchResponse> =>
      isSearchable(q) ? readJson(api.search.$get({ query: type ? { q, type } : { q } }, { init: { signal } })) : Promise.resolve(EMPTY),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Offline: the same search over the lists kept on this device (partial, and said so). */
export const offlineSearchQuery = (q: string, type: SearchKind | undefined) =>
  queryOptions({
    queryKey: ['search-offline', q, type ?? 'all'],
    queryFn: () => offlineSearch(q, type),
    staleTime: 0,
  });
