import { createFileRoute } from '@tanstack/react-router';
import { articleHead, loadArticle } from '../../features/news/api/article-page.ts';
import { NewsReader } from '../../features/news/components/news-reader.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { articleFooter } from './-article-footer.tsx';

// The news page with one article preselected (the newest when the id is unknown).
export const Route = createFileRoute('/actualites/$id')({
  loader: ({ context, params }) => loadArticle(context.queryClient, params.id),
  head: ({ matches, loaderData }) => articleHead(matches, loaderData?.article, 'Toutes les Actualités'),
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const { id } = Route.useParams();
  return (
    <div className="container">
      <PageHeading title="Toutes les Actualités" eyebrow="Actualités" />
      <NewsReader kind="news" articleFooter={articleFooter} selectedId={Number.parseInt(id, 10)} />
    </div>
  );
}
