// What a like's toggle does (toggle-like.ts loads it at the first press): sent, or queued offline
// and shown at once (optimistic); then the state and count refresh.
import type { LikeContentType, LikeState } from '@station/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sendOrQueue } from '../../../offline/send-or-queue.ts';
import { visitorKey } from '../../../offline/visitor-key.ts';
import { type LikeStateView, likeStateKey } from './like-state-query.ts';

export async function sendLike(queryClient: QueryClient, contentType: LikeContentType, contentId: number, title: string, liked: boolean) {
  const key = likeStateKey(contentType, contentId);
  const result = await sendOrQueue<LikeState>({
    method: liked ? 'DELETE' : 'POST',
    path: '/api/likes',
    body: { content_type: contentType, content_id: contentId, visitor_key: visitorKey() },
    label: `${liked ? "Je n'aime plus" : "J'aime"} : ${title}`,
    invalidate: [[...key]],
    okStatuses: [404],
  });
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
}
