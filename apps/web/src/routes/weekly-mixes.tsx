import { createFileRoute } from '@tanstack/react-router';
import { mixesQuery } from '../content/mixes-query.ts';
import { MixGrid } from '../features/mixes/components/mix-grid.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/weekly-mixes')({
  loader: ({ context }) => loadQueries(context.queryClient, mixesQuery()),
  head: pageHead('Entrée de la semaine'),
  component: WeeklyMixesPage,
});

function WeeklyMixesPage() {
  return (
    <Page title="Entrée de la semaine" eyebrow="Sélection" lead="Les mixes qui entrent en rotation cette semaine.">
      <MixGrid kind="weekly" />
    </Page>
  );
}
