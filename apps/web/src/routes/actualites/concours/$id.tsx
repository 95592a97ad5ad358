import { createFileRoute } from '@tanstack/react-router';
import { articleHead, loadArticle } from '../../../features/news/api/article-page.ts';
import { NewsReader } from '../../../features/news/components/news-reader.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';

// The contest news page with one preselected (id read as an integer).
export const Route = createFileRoute('/actualites/concours/$id')({
  loader: ({ context, params }) => loadArticle(context.queryClient, params.id),
  head: ({ matches, loaderData }) => articleHead(matches, loaderData?.article, 'Jeux Concours'),
  component: ContestNewsItemPage,
});

function ContestNewsItemPage() {
  const { id } = Route.useParams();
  return (
    <div className="container">
      <PageHeading title="Jeux Concours" eyebrow="Événements" lead="Places de concert, rencontres, cadeaux : tentez votre chance." />
      <NewsReader kind="contest" selectedId={Number.parseInt(id, 10)} />
    </div>
  );
}
