import type { Soumission, VoteTotals, VoteType } from '@station/shared';
import { engagementMessages } from '@station/shared/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { sendOrQueue } from '../../../offline/send-or-queue.ts';
import { useEmailNotVerifiedRefusal } from '../../../session/email-not-verified-refusal.ts';
import { submissionsQuery } from './contests-query.ts';

// Answers whose French text the listener should read as is; anything else gets the generic one.
const SPOKEN_CODES = new Set(['talent_cannot_vote', 'forbidden', 'not_found', 'contest_closed', 'premium_unavailable', 'login_required', 'session_expired', 'email_not_verified']);

/** Voting: 'already voted' → its own sentence; other errors 'Erreur lors du vote'. */
export function voteErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return engagementMessages.voteFailed;
  if (error.code === 'already_voted') return engagementMessages.voteAlreadyUsed;
  return error.code && SPOKEN_CODES.has(error.code) ? error.message : engagementMessages.voteFailed;
}

/**
 * POST /api/votes through the outbox: online it is recorded now and the entry's count moves to the
 * server's totals; offline it waits (with its Idempotency-Key) and is sent once when the network returns.
 */
export function useCastVote() {
  const queryClient = useQueryClient();
  const listKey = submissionsQuery().queryKey;
  const refusedUnverified = useEmailNotVerifiedRefusal();
  return useMutation({
    mutationFn: ({ entry, type }: { entry: Soumission; type: VoteType }) =>
      sendOrQueue<VoteTotals>({
        method: 'POST',
        path: '/api/votes',
        body: { soumission_id: entry.soumissionid, type_vote: type },
        label: `Vote ${type === 'gratuit' ? 'gratuit' : 'premium'} : ${entry.nom_artiste || entry.nom_complet}`,
        invalidate: [[...listKey]],
      }),
    onSuccess: async (result) => {
      if (result.queued) {
        toast.info(engagementMessages.outboxQueued);
        return;
      }
      const totals = result.body;
      // A list refetch already on its way (a login refetches everything) would bring older counts.
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<Soumission[]>(listKey, (list) =>
        list?.map((entry) => (entry.soumissionid === totals.soumission_id ? { ...entry, ...totals } : entry)),
      );
      toast.success(engagementMessages.voteThanks);
    },
    // An unconfirmed address is told why, with the way out at hand.
    onError: (error) => refusedUnverified(error) || toast.error(voteErrorMessage(error)),
  });
}
