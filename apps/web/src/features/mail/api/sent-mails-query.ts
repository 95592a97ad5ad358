import type { SentMailList } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';

/** GET /api/mails (admins only): 'Courriels envoyés'. Private: dropped from the cache at logout. */
export const sentMailsQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'mails'],
    queryFn: (): Promise<SentMailList> => readJson(api.mails.$get()),
    retry: false,
  });
