import type { Actualite } from '@station/shared';
import { createFileRoute } from '@tanstack/react-router';
import { CommentsWidget } from '../../engagement/comments/components/comments-widget.tsx';
import { LikeButton } from '../../engagement/likes/components/like-button.tsx';
import { ShareButton } from '../../engagement/share/components/share-button.tsx';
import { articleHead, loadArticle } from '../../features/news/api/article-page.ts';
import { NewsReader } from '../../features/news/components/news-reader.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';

// spec 2 §2: the news page with one article preselected (the newest when the id is unknown).
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
      <NewsReader kind="news" articleFooter={articleComments} selectedId={Number.parseInt(id, 10)} />
    </div>
  );
}

// spec 2 §2: the comments widget under the selected article.
const articleComments = (article: Actualite) => (
  <>
    <div className="community__actions">
      <LikeButton contentType="actualite" contentId={article.actualiteid} title={article.title} />
      <ShareButton target={{ kind: 'actualite', id: article.actualiteid }} title={article.title} withLabel />
    </div>
    <CommentsWidget contentType="actualite" contentId={article.actualiteid} title={article.title} />
  </>
);
