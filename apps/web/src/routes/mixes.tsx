import { createFileRoute } from '@tanstack/react-router';
import { mixesQuery } from '../features/mixes/api/mixes-query.ts';
import { DownloadsSummary } from '../features/mixes/components/downloads-summary.tsx';
import { MixGrid } from '../features/mixes/components/mix-grid.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/mixes')({
  loader: ({ context }) => loadQueries(context.queryClient, mixesQuery()),
  head: pageHead('Nos Mixes'),
  component: MixesPage,
});

function MixesPage() {
  return (
    <div className="container">
      <PageHeading title="Nos Mixes" eyebrow="DJ" lead="Les sets de nos DJ résidents et invités, à écouter quand vous voulez." />
      <DownloadsSummary />
      <MixGrid kind="regular" />
    </div>
  );
}
