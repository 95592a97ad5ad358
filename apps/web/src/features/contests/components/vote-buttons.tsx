import type { Soumission, VoteType } from '@station/shared';
import { engagementMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Gem, ThumbsUp } from '../../../ui/icons.tsx';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSession } from '../../../session/session-query.ts';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { useCastVote } from '../api/cast-vote.ts';
import { premiumVoteStatusQuery } from '../api/contests-query.ts';
import { usePremiumCheckout } from '../api/premium-checkout.ts';
import { usePendingVoteStore } from '../pending-vote-store.ts';
import '../contests.css';

/** 'Vote Gratuit' and 'Vote Premium' for one entry. */
export function VoteButtons({ entry }: { entry: Soumission }) {
  const { account } = useSession();
  const openAuth = useAuthModalStore((state) => state.openAuth);
  const remember = usePendingVoteStore((state) => state.remember);
  const take = usePendingVoteStore((state) => state.take);
  const pendingHere = usePendingVoteStore((state) => state.pending?.soumissionid === entry.soumissionid);
  const premium = useQuery(premiumVoteStatusQuery());
  const castVote = useCastVote();
  const checkout = usePremiumCheckout();
  const name = entry.nom_artiste || entry.nom_complet;

  const attempt = (type: VoteType) => {
    if (!account) {
      remember(entry.soumissionid, type);
      openAuth();
      return;
    }
    if (account.role === 'talent') {
      toast.error(engagementMessages.talentsCannotVote);
      return;
    }
    // Without payment settings the premium button explains itself instead of trying.
    if (type === 'premium' && !premium.data?.available) {
      toast.info(premium.data?.message ?? engagementMessages.premiumVoteUnavailable);
      return;
    }
    // Paid on Stripe's page; the vote is recorded by the confirmed webhook.
    if (type === 'premium') checkout.mutate(entry.soumissionid);
    else castVote.mutate({ entry, type });
  };

  // Signed in after a remembered attempt: this card performs it, once.
  useEffect(() => {
    if (!account || !pendingHere) return;
    const type = take(entry.soumissionid);
    if (type) attempt(type);
  });

  // The vote is "not shown" to admins and moderators.
  if (account?.role === 'admin' || account?.role === 'moderator') return null;
  return (
    <span className="vote-buttons">
      <button type="button" className="btn btn--small btn--primary" disabled={castVote.isPending || checkout.isPending} aria-label={`Vote Gratuit pour ${name}`} onClick={() => attempt('gratuit')}>
        <ThumbsUp size={16} aria-hidden="true" /> Vote Gratuit
      </button>
      <button
        type="button"
        className="btn btn--small btn--ghost"
        disabled={castVote.isPending || checkout.isPending}
        aria-label={`Vote Premium pour ${name}`}
        title={premium.data?.available === false ? (premium.data.message ?? undefined) : 'Vote premium : 5 euros'}
        onClick={() => attempt('premium')}
      >
        <Gem size={16} aria-hidden="true" /> Vote Premium
      </button>
    </span>
  );
}
