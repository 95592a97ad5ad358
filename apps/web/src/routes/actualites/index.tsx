import { createFileRoute } from '@tanstack/react-router';
import { newsQuery } from '../../content/news-query.ts';
import { NewsReader } from '../../features/news/components/news-reader.tsx';
import { loadQueries } from '../../lib/load-queries.ts';
import { pageHead } from '../../lib/page-head.ts';
import { Page } from '../../ui/page-heading.tsx';
import { articleFooter } from './-article-footer.tsx';

export const Route = createFileRoute('/actualites/')({
  loader: ({ context }) => loadQueries(context.queryClient, newsQuery()),
  head: pageHead('Toutes les Actualités'),
  component: NewsPage,
});

function NewsPage() {
  return (
    <Page title="Toutes les Actualités" eyebrow="Actualités">
      <NewsReader kind="news" articleFooter={articleFooter} />
    </Page>
  );
}
