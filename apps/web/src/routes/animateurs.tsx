import { createFileRoute } from '@tanstack/react-router';
import { presentersQuery } from '../content/presenters-query.ts';
import { PresenterAddButton, PresenterGrid } from '../features/presenters/components/presenter-grid.tsx';
import { showsQuery } from '../content/shows-query.ts';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/animateurs')({
  loader: ({ context }) => loadQueries(context.queryClient, presentersQuery(), showsQuery()),
  head: pageHead('Nos Animateurs'),
  component: PresentersPage,
});

function PresentersPage() {
  return (
    <Page title="Nos Animateurs" eyebrow="L'équipe" lead="Les voix et les DJ qui font vivre l'antenne, jour et nuit." actions={<PresenterAddButton />}>
      <PresenterGrid />
    </Page>
  );
}
