import type { Mix } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client.ts';

export const mixesQuery = () =>
  queryOptions({
    queryKey: ['mixes'],
    queryFn: (): Promise<Mix[]> => readJson(api.mixes.$get()),
  });
