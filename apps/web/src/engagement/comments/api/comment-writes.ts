import type { CommentInput } from '@station/shared';
import { engagementMessages } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sendOrQueue } from '../../../offline/send-or-queue.ts';
import { useEmailNotVerifiedRefusal } from '../../../session/email-not-verified-refusal.ts';
import { COMMENTS_KEY } from './comment-queries.ts';

const invalidate = [[...COMMENTS_KEY]];

const serverMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Every comment write goes through the outbox: sent now, or queued until the network returns. */
function useCommentWrite<T>(send: (input: T) => ReturnType<typeof sendOrQueue>, texts: (input: T) => { success: string; failure: (reason: string) => string }) {
  const queryClient = useQueryClient();
  const refusedUnverified = useEmailNotVerifiedRefusal();
  return useMutation({
    mutationFn: send,
    onSuccess: (result, input) => {
      if (result.queued) {
        toast.info(engagementMessages.outboxQueued);
        return;
      }
      // The server says which: an admin's comment is published at once, anyone else's awaits moderation.
      toast.success(serverMessage(result.body) ?? texts(input).success);
      void queryClient.invalidateQueries({ queryKey: COMMENTS_KEY });
    },
    onError: (error, input) => refusedUnverified(error) || toast.error(texts(input).failure(error.message)),
  });
}

export const usePostComment = (title: string) =>
  useCommentWrite(
    (input: CommentInput) =>
      sendOrQueue({ method: 'POST', path: '/api/comments', body: input, label: `${input.parent_comment_id ? 'Réponse' : 'Commentaire'} : ${title}`, invalidate }),
    (input) =>
      input.parent_comment_id
        ? { success: engagementMessages.replySent, failure: () => engagementMessages.replySendFailed }
        : { success: engagementMessages.commentSent, failure: () => engagementMessages.commentSendFailed },
  );

export const useApproveComment = () =>
  useCommentWrite(
    (id: number) => sendOrQueue({ method: 'PATCH', path: `/api/comments/${id}/approve`, body: { is_approved: true }, label: `Approuver le commentaire n° ${id}`, invalidate }),
    // The spec's text, verbatim: 'Erreur lors de l'approbation: {message}'.
    () => ({ success: engagementMessages.commentApproved, failure: (reason) => `Erreur lors de l'approbation: ${reason}` }),
  );

export const useDeleteComment = () =>
  useCommentWrite(
    (id: number) => sendOrQueue({ method: 'DELETE', path: `/api/comments/${id}`, label: `Supprimer le commentaire n° ${id}`, invalidate }),
    () => ({ success: engagementMessages.commentDeleted, failure: (reason) => `Erreur lors de la suppression: ${reason}` }),
  );
