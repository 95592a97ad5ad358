import type { StudioStatus } from '@station/shared/client';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { ACCOUNT_QUERY_PREFIX } from '../../../session/apply-session.ts';

/**
 * The studio's door for this account (GET /api/studio): 403 for an account that is neither an admin
 * nor linked to a presenter. Kept with the account's queries: forgotten at sign-out. Asked again every minute on the studio page, so a slot opens by itself.
 */
export const studioQuery = () =>
  queryOptions({ queryKey: [ACCOUNT_QUERY_PREFIX, 'studio'], queryFn: (): Promise<StudioStatus> => readJson(api.studio.$get()), staleTime: 30_000, retry: false });

/** 'Prendre la main' (admins): the harbor lets whoever holds it go (POST /api/studio/hand-over). */
export const takeHand = (): Promise<{ message: string }> => readJson(api.studio['hand-over'].$post());
