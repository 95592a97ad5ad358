import { contestMessages } from '@station/shared/client';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { lazyAdmin, useIsAdmin } from '../session/admin-only.tsx';
import { TalentEntryButton } from '../features/auth/components/talent-entry-button.tsx';
import { activeContestsQuery, submissionsQuery } from '../features/contests/api/contests-query.ts';
import { ContestPage } from '../features/contests/components/contest-page.tsx';
import { talentsQuery } from '../features/talents/api/talents-query.ts';
import { TalentStrip } from '../features/talents/components/talent-strip.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';

const ContestAdmin = lazyAdmin(() => import('../features/contests/admin/contest-admin.tsx'));
const EntryAdminTools = lazyAdmin(() => import('../features/contests/admin/entry-admin-tools.tsx'));

interface ContestSearch {
  /** Back from Stripe Checkout: 'ok' or 'annule'. */
  paiement?: 'ok' | 'annule';
  concours?: number;
}

export const Route = createFileRoute('/concours-talents')({
  validateSearch: (search: Record<string, unknown>): ContestSearch => ({
    paiement: search.paiement === 'ok' || search.paiement === 'annule' ? search.paiement : undefined,
    concours: Number.isInteger(Number(search.concours)) && Number(search.concours) > 0 ? Number(search.concours) : undefined,
  }),
  loader: ({ context }) => loadQueries(context.queryClient, activeContestsQuery(), submissionsQuery(), talentsQuery()),
  head: pageHead('Concours de Talents'),
  component: TalentContestPage,
});

function TalentContestPage() {
  const isAdmin = useIsAdmin();
  const [tab, setTab] = useState<'public' | 'admin'>('public');
  const { paiement, concours } = Route.useSearch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!paiement) return;
    if (paiement === 'ok') toast.success(contestMessages.premiumPaid, { duration: 6000 });
    else toast.info(contestMessages.premiumCancelled);
    void navigate({ to: '/concours-talents', search: {}, replace: true });
  }, [paiement, navigate]);
  return (
    <div className="contest-page">
      {isAdmin && (
        // Admins switch between the public contest and its administration.
        <div className="container contest-tabs" role="tablist" aria-label="Vue du concours">
          <button type="button" role="tab" aria-selected={tab === 'public'} className={`chip${tab === 'public' ? ' is-active' : ''}`} onClick={() => setTab('public')}>
            Concours public
          </button>
          <button type="button" role="tab" aria-selected={tab === 'admin'} className={`chip${tab === 'admin' ? ' is-active' : ''}`} onClick={() => setTab('admin')}>
            Administration
          </button>
        </div>
      )}
      {isAdmin && tab === 'admin' ? (
        <div className="container">
          <ContestAdmin />
        </div>
      ) : (
        <ContestPage participate={<TalentEntryButton>Participer</TalentEntryButton>} talents={<TalentStrip />} EntryTools={isAdmin ? EntryAdminTools : undefined} initialContest={concours} />
      )}
    </div>
  );
}
