import type { Emission } from '@station/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client.ts';
import { reloadList } from '../lib/reload-list.ts';

const loadEmissions = (init?: RequestInit): Promise<Emission[]> => readJson(api.emissions.$get(undefined, init ? { init } : undefined));

export const emissionsQuery = () =>
  queryOptions({
    queryKey: ['emissions'],
    queryFn: () => loadEmissions(),
  });

export const reloadEmissions = (queryClient: QueryClient) => reloadList(queryClient, emissionsQuery().queryKey, loadEmissions);
