import type { AudienceRange, AudienceReport } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';

/** GET /api/audience (admins only): the 'Audience' page. Private: dropped from the cache at logout. */
export const audienceQuery = (range: AudienceRange) =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'audience', range],
    queryFn: (): Promise<AudienceReport> => readJson(api.audience.$get({ query: { range } })),
    retry: false,
    // Samples arrive once a minute: a fresh read each minute while the page is open.
    refetchInterval: 60_000,
  });
