import type { LikeContentType, LikeCounts } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { existingVisitorKey } from '../../../offline/visitor-key.ts';

export interface LikeStateView {
  count: number;
  hasLiked: boolean;
}

export const likeStateKey = (contentType: LikeContentType, contentId: number) => ['likes', contentType, contentId] as const;

type Waiting = Map<number, Array<{ resolve: (state: LikeStateView) => void; reject: (error: unknown) => void }>>;
const pending = new Map<LikeContentType, Waiting>();

/**
 * Issue 10: a page of cards asks for its likes in one request. Each card's query waits here for the
 * rest of this render's cards, then one GET /api/likes/counts answers them all, with whether this
 * liker liked each (the session's account, or the device's key when the device ever liked).
 */
function loadLikeState(contentType: LikeContentType, contentId: number): Promise<LikeStateView> {
  return new Promise((resolve, reject) => {
    let waiting = pending.get(contentType);
    if (!waiting) {
      waiting = new Map();
      pending.set(contentType, waiting);
      setTimeout(() => void flush(contentType), 0);
    }
    waiting.set(contentId, [...(waiting.get(contentId) ?? []), { resolve, reject }]);
  });
}

async function flush(contentType: LikeContentType) {
  const waiting = pending.get(contentType);
  pending.delete(contentType);
  if (!waiting) return;
  const ids = [...waiting.keys()];
  const visitor_key = existingVisitorKey();
  // 100 ids at most per request (the server's bound).
  for (let start = 0; start < ids.length; start += 100) {
    const slice = ids.slice(start, start + 100);
    try {
      const counts = (await readJson(
        api.likes.counts.$get({ query: { content_type: contentType, ids: slice.join(','), ...(visitor_key ? { visitor_key } : {}) } }),
      )) as LikeCounts;
      for (const id of slice) for (const waiter of waiting.get(id) ?? []) waiter.resolve(counts[String(id)] ?? { count: 0, hasLiked: false });
    } catch (error) {
      for (const id of slice) for (const waiter of waiting.get(id) ?? []) waiter.reject(error);
    }
  }
}

/** spec 2 §7: count and check, batched per page (see loadLikeState). */
export const likeStateQuery = (contentType: LikeContentType, contentId: number) =>
  queryOptions({
    queryKey: likeStateKey(contentType, contentId),
    queryFn: () => loadLikeState(contentType, contentId),
    // Counts move with every listener's click; still, a list of cards should not refetch on each render.
    staleTime: 30_000,
  });
