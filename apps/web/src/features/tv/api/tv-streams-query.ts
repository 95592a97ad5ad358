import type { TvStream } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const tvStreamsQuery = () =>
  queryOptions({
    queryKey: ['tv-streams'],
    queryFn: (): Promise<TvStream[]> => readJson(api['tv-streams'].$get()),
  });
