import type { Actualite } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import { createFileRoute } from '@tanstack/react-router';
import { CommentsWidget } from '../../features/comments/components/comments-widget.tsx';
import { LikeButton } from '../../features/likes/components/like-button.tsx';
import { ShareButton } from '../../features/share/components/share-button.tsx';
import { newsQuery } from '../../features/news/api/news-query.ts';
import { NewsReader } from '../../features/news/components/news-reader.tsx';
import { loadQueries } from '../../lib/load-queries.ts';
import { itemHead } from '../../lib/page-head.ts';
import { PageHeading } from '../../ui/page-heading.tsx';

// spec 2 §2: the news page with one article preselected (the newest when the id is unknown).
export const Route = createFileRoute('/actualites/$id')({
  // The article itself, for the page head: its own title, description and image (link previews).
  loader: async ({ context, params }) => {
    await loadQueries(context.queryClient, newsQuery());
    const id = Number.parseInt(params.id, 10);
    return { article: context.queryClient.getQueryData(newsQuery().queryKey)?.find((item) => item.actualiteid === id) ?? null };
  },
  head: ({ matches, loaderData }) =>
    itemHead(matches, {
      title: loaderData?.article?.title ?? 'Toutes les Actualités',
      description: loaderData?.article?.description,
      image: mediaUrl('actualiteImage', loaderData?.article?.img_url ?? null),
    }),
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
