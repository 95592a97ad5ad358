import type { LikeContentType, LikeState } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { sendOrQueue } from '../../../offline/send-or-queue.ts';
import { visitorKey } from '../../../offline/visitor-key.ts';
import { type LikeStateView, likeStateKey } from './like-state-query.ts';

/**
 * Likes: liked → delete, not liked → create, then the state and count refresh; a 404 on
 * toggle is ignored. Offline, the toggle waits in the outbox and shows at once (optimistic).
 */
export function useToggleLike(contentType: LikeContentType, contentId: number, title: string) {
  const queryClient = useQueryClient();
  const key = likeStateKey(contentType, contentId);
  return useMutation({
    mutationFn: (liked: boolean) =>
      sendOrQueue<LikeState>({
        method: liked ? 'DELETE' : 'POST',
        path: '/api/likes',
        body: { content_type: contentType, content_id: contentId, visitor_key: visitorKey() },
        label: `${liked ? "Je n'aime plus" : "J'aime"} : ${title}`,
        invalidate: [[...key]],
        okStatuses: [404],
      }),
    onSuccess: (result, liked) => {
      if (result.queued) {
        queryClient.setQueryData<LikeStateView>(key, (previous) => ({
          hasLiked: !liked,
          count: Math.max(0, (previous?.count ?? 0) + (liked ? -1 : 1)),
        }));
        toast.info(`Hors ligne : « ${result.entry.label} » sera envoyé au retour de la connexion.`);
        return;
      }
      if (result.body && typeof result.body.count === 'number') {
        queryClient.setQueryData<LikeStateView>(key, { hasLiked: result.body.liked, count: result.body.count });
      } else {
        void queryClient.invalidateQueries({ queryKey: key }); // the ignored 404: read the truth
      }
    },
    // Errors are logged, the button simply stays as it was; the per-address cap of
    // visitor likes is said, so the visitor knows why nothing happened.
    onError: (error) => {
      console.error('like', error);
      if (error instanceof ApiError && error.status === 429) toast.error(error.message);
    },
  });
}
