import { createFileRoute } from '@tanstack/react-router';
import { newsQuery } from '../../../content/news-query.ts';
import { NewsReader } from '../../../features/news/components/news-reader.tsx';
import { loadQueries } from '../../../lib/load-queries.ts';
import { pageHead } from '../../../lib/page-head.ts';
import { Page } from '../../../ui/page-heading.tsx';

export const Route = createFileRoute('/actualites/concours/')({
  loader: ({ context }) => loadQueries(context.queryClient, newsQuery()),
  head: pageHead('Jeux Concours'),
  component: ContestNewsPage,
});

function ContestNewsPage() {
  return (
    <Page title="Jeux Concours" eyebrow="Événements" lead="Places de concert, rencontres, cadeaux : tentez votre chance.">
      <NewsReader kind="contest" />
    </Page>
  );
}
