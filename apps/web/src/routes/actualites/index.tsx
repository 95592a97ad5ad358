import type { Actualite } from '@station/shared';
import { createFileRoute } from '@tanstack/react-router';
import { CommentsWidget } from '../../engagement/comments/components/comments-widget.tsx';
import { LikeButton } from '../../engagement/likes/components/like-button.tsx';
import { ShareButton } from '../../engagement/share/components/share-button.tsx';
import { newsQuery } from '../../content/news-query.ts';
import { NewsReader } from '../../features/news/components/news-reader.tsx';
import { loadQueries } from '../../lib/load-queries.ts';
import { pageHead } from '../../lib/page-head.ts';
import { PageHeading } from '../../ui/page-heading.tsx';

export const Route = createFileRoute('/actualites/')({
  loader: ({ context }) => loadQueries(context.queryClient, newsQuery()),
  head: pageHead('Toutes les Actualités'),
  component: NewsPage,
});

function NewsPage() {
  return (
    <div className="container">
      <PageHeading title="Toutes les Actualités" eyebrow="Actualités" />
      <NewsReader kind="news" articleFooter={articleComments} />
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
