import type { Emission } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const emissionsQuery = () =>
  queryOptions({
    queryKey: ['emissions'],
    queryFn: (): Promise<Emission[]> => readJson(api.emissions.$get()),
  });
