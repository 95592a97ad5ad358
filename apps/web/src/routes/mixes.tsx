import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { mixesQuery } from '../content/mixes-query.ts';
import { DownloadsSummary } from '../features/mixes/components/downloads-summary.tsx';
import { MixGrid } from '../features/mixes/components/mix-grid.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

// `?add=weekly` opens the weekly add for admins (the weekly page's share target links here).
export const Route = createFileRoute('/mixes')({
  validateSearch: (search: Record<string, unknown>): { add?: 'weekly' } => (search.add === 'weekly' ? { add: 'weekly' } : {}),
  loader: ({ context }) => loadQueries(context.queryClient, mixesQuery()),
  head: pageHead('Nos Mixes'),
  component: MixesPage,
});

function MixesPage() {
  const { add } = Route.useSearch();
  const navigate = useNavigate({ from: '/mixes' });
  return (
    <Page title="Nos Mixes" eyebrow="DJ" lead="Les sets de nos DJ résidents et invités, à écouter quand vous voulez.">
      <DownloadsSummary />
      <MixGrid kind="regular" addWeekly={add === 'weekly'} onAddClosed={() => void navigate({ search: {}, replace: true })} />
    </Page>
  );
}
