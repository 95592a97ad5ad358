import type { LikeContentType, LikeCounts } from '@station/shared';
import { hashKey, type QueryClient, type QueryState } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, readJson } from '../../../lib/api-client.ts';
import { useQueryEntryChanges } from '../../../lib/query-entry-changes.ts';
import { existingVisitorKey } from '../../../offline/visitor-key.ts';

export interface LikeStateView {
  count: number;
  hasLiked: boolean;
}

const LIKES = ['likes'] as const;
export const likeStateKey = (contentType: LikeContentType, contentId: number) => [...LIKES, contentType, contentId] as const;
/** Counts move with every listener's click; still, a list of cards should not ask again on each render. */
const LIKE_STATE_FRESH_MS = 30_000;

/** Asked for, not yet sent: one GET per content type answers every card asked within the same task. */
const asked = new Map<LikeContentType, Set<number>>();
/** Asked for and not answered yet ('type:id'): a card mounted twice asks once. */
const waiting = new Set<string>();
const keptClients = new WeakSet<QueryClient>();

/**
 * A card's like state stays in the cache for the page's life: no observer holds it (useLikeState
 * reads the cache), so the cache's clean-up would otherwise drop it from under a card after 5 min.
 */
function keepLikeStates(queryClient: QueryClient) {
  if (keptClients.has(queryClient)) return;
  keptClients.add(queryClient);
  queryClient.setQueryDefaults(LIKES, { gcTime: Number.POSITIVE_INFINITY });
}

/**
 * A page of cards asks for its likes in one request. Each card asks here; the rest of the
 * task's cards join it, then one GET /api/likes/counts answers them all, with whether this liker
 * liked each (the session's account, or the device's key when the device ever liked), written into
 * each card's cache entry. No query runs per card (~30 cards on the home each made a
 * query, its retryer and its timers in one task as the page was taken over).
 */
function askLikeState(queryClient: QueryClient, contentType: LikeContentType, contentId: number) {
  const name = `${contentType}:${contentId}`;
  if (waiting.has(name)) return;
  waiting.add(name);
  let ids = asked.get(contentType);
  if (!ids) {
    ids = new Set();
    asked.set(contentType, ids);
    setTimeout(() => void sendAsked(queryClient, contentType), 0);
  }
  ids.add(contentId);
}

async function sendAsked(queryClient: QueryClient, contentType: LikeContentType) {
  const ids = [...(asked.get(contentType) ?? [])];
  asked.delete(contentType);
  const visitor_key = existingVisitorKey();
  // 100 ids at most per request (the server's bound).
  for (let start = 0; start < ids.length; start += 100) {
    const slice = ids.slice(start, start + 100);
    try {
      const counts = (await readJson(
        api.likes.counts.$get({ query: { content_type: contentType, ids: slice.join(','), ...(visitor_key ? { visitor_key } : {}) } }),
      )) as LikeCounts;
      for (const id of slice) queryClient.setQueryData<LikeStateView>(likeStateKey(contentType, id), counts[String(id)] ?? { count: 0, hasLiked: false });
    } catch {
      // Offline or refused: the hearts show without their count (as a failed query showed them); a
      // card asks again when it is shown again or its state is invalidated.
    } finally {
      for (const id of slice) waiting.delete(`${contentType}:${id}`);
    }
  }
}

const needsAsking = (state: QueryState<LikeStateView> | undefined) =>
  !state || state.data === undefined || state.isInvalidated || Date.now() - state.dataUpdatedAt > LIKE_STATE_FRESH_MS;

/**
 * A card's like count and whether this liker liked it, read from the cache and asked for
 * in the page's batch when missing, stale (30 s) or invalidated (a replayed like, useToggleLike).
 * Undefined until answered, as on the server (the HTML is everyone's): hydration agrees.
 */
export function useLikeState(contentType: LikeContentType, contentId: number): LikeStateView | undefined {
  const hash = hashKey(likeStateKey(contentType, contentId));
  const { queryClient, subscribe } = useQueryEntryChanges(hash);
  keepLikeStates(queryClient);
  const readState = () => queryClient.getQueryCache().get<LikeStateView>(hash)?.state;
  const state = useSyncExternalStore(subscribe, readState, () => undefined);
  useEffect(() => {
    if (needsAsking(state)) askLikeState(queryClient, contentType, contentId);
  }, [state, queryClient, contentType, contentId]);
  return state?.data;
}
