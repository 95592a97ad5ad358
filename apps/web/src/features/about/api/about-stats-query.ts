import type { AboutStats } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

/** The about figures, counted by the server. */
export const aboutStatsQuery = () =>
  queryOptions({
    queryKey: ['about-section', 'stats'],
    queryFn: (): Promise<AboutStats> => readJson(api['about-section'].stats.$get()),
  });
