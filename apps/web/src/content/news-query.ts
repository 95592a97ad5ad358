import type { Actualite } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client.ts';

/** All articles, news and contest news alike (the split happens in news-lists.ts). */
export const newsQuery = () =>
  queryOptions({
    queryKey: ['actualites'],
    queryFn: (): Promise<Actualite[]> => readJson(api.actualites.$get()),
  });
