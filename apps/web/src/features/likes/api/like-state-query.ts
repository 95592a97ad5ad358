import type { LikeContentType } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { existingVisitorKey } from '../../../offline/visitor-key.ts';
import { readSessionCache } from '../../auth/session-cache.ts';

export interface LikeStateView {
  count: number;
  hasLiked: boolean;
}

export const likeStateKey = (contentType: LikeContentType, contentId: number) => ['likes', contentType, contentId] as const;

/**
 * spec 2 §7: count and check. The server answers the check from the session for a signed-in
 * listener (whatever the device); a visitor whose device never liked anything has no key: no call.
 */
export const likeStateQuery = (contentType: LikeContentType, contentId: number) =>
  queryOptions({
    queryKey: likeStateKey(contentType, contentId),
    queryFn: async (): Promise<LikeStateView> => {
      const param = { content_type: contentType, content_id: String(contentId) };
      const visitor_key = existingVisitorKey();
      const askServer = visitor_key !== undefined || readSessionCache() !== null;
      const [{ count }, check] = await Promise.all([
        readJson(api.likes.count[':content_type'][':content_id'].$get({ param })),
        askServer ? readJson(api.likes.check[':content_type'][':content_id'].$get({ param, query: visitor_key ? { visitor_key } : {} })) : { hasLiked: false },
      ]);
      return { count, hasLiked: check.hasLiked };
    },
    // Counts move with every listener's click; still, a list of cards should not refetch on each render.
    staleTime: 30_000,
  });
