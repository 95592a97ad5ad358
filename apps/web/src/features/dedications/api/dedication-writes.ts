import type { DedicationDecision, DedicationInput, DedicationSent } from '@station/shared';
import { messages } from '@station/shared/client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type SendResult, sendOrQueue } from '../../../offline/send-or-queue.ts';
import { DEDICATIONS_KEY } from './dedication-queries.ts';
import { withReason } from '../../../lib/api-client.ts';
import { useEmailNotVerifiedRefusal } from '../../../session/email-not-verified-refusal.ts';

const invalidate = [[...DEDICATIONS_KEY]];

/** Tells the outcome of a write that may have been queued (the outbox); a queued one is refreshed after its replay. */
function announce(queryClient: QueryClient, result: SendResult<unknown>, success: string) {
  if (result.queued) {
    toast.info(messages.outboxQueued);
    return;
  }
  toast.success(success);
  void queryClient.invalidateQueries({ queryKey: DEDICATIONS_KEY });
}

/** Send (online now, or queued with its Idempotency-Key when offline). */
export function useSendDedication() {
  const queryClient = useQueryClient();
  const refusedUnverified = useEmailNotVerifiedRefusal();
  return useMutation({
    mutationFn: (input: DedicationInput) =>
      sendOrQueue<DedicationSent>({ method: 'POST', path: '/api/dedicaces', body: input, label: `Dédicace pour ${input.nom_destinataire.trim()}`, invalidate }),
    onSuccess: (result) => announce(queryClient, result, messages.dedicationSent),
    onError: (error) => refusedUnverified(error) || toast.error(withReason(messages.dedicationSendFailed, error)),
  });
}

/** Approve, or reject with an optional reason (the server keeps the default one). */
export function useDecideDedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: DedicationDecision }) =>
      sendOrQueue({
        method: 'PATCH',
        path: `/api/dedicaces/${id}/approve`,
        body: decision,
        label: `${decision.is_approved ? 'Approuver' : 'Rejeter'} la dédicace n° ${id}`,
        invalidate,
      }),
    onSuccess: (result, { decision }) => announce(queryClient, result, decision.is_approved ? messages.dedicationApproved : messages.dedicationRejected),
    onError: (error, { decision }) =>
      toast.error(withReason(decision.is_approved ? messages.dedicationProcessFailed : messages.dedicationRejectFailed, error)),
  });
}

export function useDeleteDedication(role: 'admin' | 'moderator') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      sendOrQueue({
        method: 'DELETE',
        path: role === 'admin' ? `/api/admins/dedicaces/${id}` : `/api/admin-animateur/dedicaces/${id}`,
        label: `Supprimer la dédicace n° ${id}`,
        invalidate,
      }),
    onSuccess: (result) => announce(queryClient, result, messages.dedicationDeleted),
    onError: (error) => toast.error(withReason(messages.dedicationDeleteFailed, error)),
  });
}
