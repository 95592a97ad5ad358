import type { LikeContentType } from '@station/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Likes: liked → delete, not liked → create, then the state and count refresh; a 404 on
 * toggle is ignored. Offline, the toggle waits in the outbox and shows at once (optimistic).
 * What it sends loads at the first press (send-like.ts): hearts are on every card.
 */
export function useToggleLike(contentType: LikeContentType, contentId: number, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (liked: boolean) => (await import('./send-like.ts')).sendLike(queryClient, contentType, contentId, title, liked),
    // Errors are logged, the button simply stays as it was; the per-address cap of
    // visitor likes is said, so the visitor knows why nothing happened.
    onError: (error) => {
      console.error('like', error);
      if (error instanceof ApiError && error.status === 429) toast.error(error.message);
    },
  });
}
