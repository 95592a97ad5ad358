import { createFileRoute } from '@tanstack/react-router';
import { emissionsQuery } from '../content/emissions-query.ts';
import { EmissionAddButton, EmissionGrid } from '../features/emissions/components/emission-grid.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/emissions')({
  loader: ({ context }) => loadQueries(context.queryClient, emissionsQuery()),
  head: pageHead('Toutes les Émissions'),
  component: EmissionsPage,
});

function EmissionsPage() {
  return (
    <Page title="Toutes les Émissions" eyebrow="Nos Émissions" lead="Talk, musique et mix : toutes nos émissions, leurs animateurs et leurs prochaines diffusions." actions={<EmissionAddButton />}>
      <EmissionGrid />
    </Page>
  );
}
