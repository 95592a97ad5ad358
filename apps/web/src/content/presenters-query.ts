import type { Animateur } from '@station/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client.ts';
import { reloadList } from '../lib/reload-list.ts';

const loadPresenters = (init?: RequestInit): Promise<Animateur[]> => readJson(api.animateurs.$get(undefined, init ? { init } : undefined));

// Hidden presenters never reach this list: the API leaves them out.
export const presentersQuery = () =>
  queryOptions({
    queryKey: ['animateurs'],
    queryFn: () => loadPresenters(),
  });

export const reloadPresenters = (queryClient: QueryClient) => reloadList(queryClient, presentersQuery().queryKey, loadPresenters);
