import type { PublicTalent } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

// Public fields only.
export const talentsQuery = () =>
  queryOptions({
    queryKey: ['talons'],
    queryFn: (): Promise<PublicTalent[]> => readJson(api.talons.$get()),
  });
