import type { AdminAnimateur } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';

/** GET /api/admin-animateur (admins only); private, so dropped from the cache at logout. */
export const adminAnimateursQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'admin-animateurs'],
    queryFn: (): Promise<AdminAnimateur[]> => readJson(api['admin-animateur'].$get()),
    retry: false,
  });
