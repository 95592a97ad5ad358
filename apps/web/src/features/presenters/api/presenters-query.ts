import type { Animateur } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

// Hidden presenters never reach this list: the API leaves them out (DECISIONS.md 13).
export const presentersQuery = () =>
  queryOptions({
    queryKey: ['animateurs'],
    queryFn: (): Promise<Animateur[]> => readJson(api.animateurs.$get()),
  });
