import type { VoteType } from '@station/shared';
import { create } from 'zustand';

// Voting: a visitor's vote attempt "remembers the contestant and vote type and opens a
// login prompt"; once signed in, the card of that contestant performs it. A vote left behind (the
// prompt closed, the listener went elsewhere) expires rather than firing at a later, unrelated login.
const KEEP_MS = 10 * 60_000;

interface PendingVote {
  soumissionid: number;
  type: VoteType;
  at: number;
}

interface PendingVoteState {
  pending: PendingVote | null;
  remember: (soumissionid: number, type: VoteType) => void;
  /** The remembered vote for this entry (forgotten as it is taken), if still fresh. */
  take: (soumissionid: number) => VoteType | null;
}

export const usePendingVoteStore = create<PendingVoteState>((set, get) => ({
  pending: null,
  remember: (soumissionid, type) => set({ pending: { soumissionid, type, at: Date.now() } }),
  take: (soumissionid) => {
    const { pending } = get();
    if (!pending || pending.soumissionid !== soumissionid) return null;
    set({ pending: null });
    return Date.now() - pending.at < KEEP_MS ? pending.type : null;
  },
}));
