import type { Programme } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client.ts';

export const showsQuery = () =>
  queryOptions({
    queryKey: ['schedule', 'shows'],
    queryFn: (): Promise<Programme[]> => readJson(api.schedule.shows.$get()),
  });
