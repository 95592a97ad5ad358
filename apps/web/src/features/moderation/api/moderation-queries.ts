import type { ModerationItem } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

// Under the account prefix: dropped at logout with the rest of the account's data.
export const MODERATION_KEY = ['account', 'moderation'] as const;

/** Everything pending this account may moderate, newest first (the server decides what). */
export const moderationQueueQuery = () =>
  queryOptions({ queryKey: [...MODERATION_KEY, 'queue'], queryFn: (): Promise<ModerationItem[]> => readJson(api.moderation.pending.$get()) });

/** The header's and the admin panel's badge: refreshed every minute while the app is open. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: [...MODERATION_KEY, 'count'],
    queryFn: async () => (await readJson(api.moderation.pending.count.$get())).count,
    refetchInterval: 60_000,
  });
