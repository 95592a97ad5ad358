import type { ModerationItem } from '@station/shared';
import { messages, moderationMessages } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { withReason } from '../../../lib/api-client.ts';
import { requireOnline, sendJson } from '../../../lib/send-form.ts';
import { MODERATION_KEY } from './moderation-queries.ts';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string | null } | { action: 'delete' };

/**
 * One decision on one pending item, through the routes each kind already has. Staff writes are
 * online-only (docs/decisions/040-uploads-and-storage.md): a decision taken offline says so at once.
 * A comment's rejection removes it; a dedication's keeps it, rejected, with its reason.
 */
async function send(item: ModerationItem, decision: Decision, role: 'admin' | 'moderator') {
  requireOnline();
  if (item.kind === 'comment') {
    if (decision.action === 'approve') return sendJson(`/api/comments/${item.id}/approve`, 'PATCH', { is_approved: true });
    return sendJson(`/api/comments/${item.id}`, 'DELETE');
  }
  if (decision.action === 'delete') return sendJson(role === 'admin' ? `/api/admins/dedicaces/${item.id}` : `/api/admin-animateur/dedicaces/${item.id}`, 'DELETE');
  const reason = decision.action === 'reject' ? decision.reason : null;
  return sendJson(`/api/dedicaces/${item.id}/approve`, 'PATCH', decision.action === 'approve' ? { is_approved: true } : { is_approved: false, rejection_reason: reason });
}

function success(item: ModerationItem, decision: Decision) {
  if (item.kind === 'comment') return decision.action === 'approve' ? messages.commentApproved : decision.action === 'reject' ? moderationMessages.commentRejected : messages.commentDeleted;
  return decision.action === 'approve' ? messages.dedicationApproved : decision.action === 'reject' ? messages.dedicationRejected : messages.dedicationDeleted;
}

function failure(item: ModerationItem, decision: Decision, error: unknown) {
  const reason = error instanceof Error ? error.message : '';
  // The spec's texts, verbatim, for comments: 'Erreur lors de l'approbation: {message}', '... suppression: {message}'.
  if (item.kind === 'comment') return decision.action === 'approve' ? `Erreur lors de l'approbation: ${reason}` : `Erreur lors de la suppression: ${reason}`;
  const text = decision.action === 'approve' ? messages.dedicationProcessFailed : decision.action === 'reject' ? messages.dedicationRejectFailed : messages.dedicationDeleteFailed;
  return withReason(text, error);
}

export function useModerate(role: 'admin' | 'moderator') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, decision }: { item: ModerationItem; decision: Decision }) => send(item, decision, role),
    onSuccess: (_result, { item, decision }) => {
      toast.success(success(item, decision));
      // The decided item leaves the queue at once; the lists elsewhere refresh too.
      queryClient.setQueryData<ModerationItem[]>([...MODERATION_KEY, 'queue'], (items) => items?.filter((each) => !(each.kind === item.kind && each.id === item.id)));
      void queryClient.invalidateQueries({ queryKey: MODERATION_KEY });
      void queryClient.invalidateQueries({ queryKey: [item.kind === 'comment' ? 'comments' : 'dedicaces'] });
    },
    onError: (error, { item, decision }) => toast.error(failure(item, decision, error)),
  });
}
