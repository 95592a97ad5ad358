import { mediaUrl } from '@station/shared/client';
import { createFileRoute } from '@tanstack/react-router';
import { newsQuery } from '../../../features/news/api/news-query.ts';
import { NewsReader } from '../../../features/news/components/news-reader.tsx';
import { loadQueries } from '../../../lib/load-queries.ts';
import { itemHead } from '../../../lib/page-head.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';

// spec 2 §2: the contest news page with one preselected (id read as an integer).
export const Route = createFileRoute('/actualites/concours/$id')({
  // The article itself, for the page head: its own title, description and image (link previews).
  loader: async ({ context, params }) => {
    await loadQueries(context.queryClient, newsQuery());
    const id = Number.parseInt(params.id, 10);
    return { article: context.queryClient.getQueryData(newsQuery().queryKey)?.find((item) => item.actualiteid === id) ?? null };
  },
  head: ({ matches, loaderData }) =>
    itemHead(matches, {
      title: loaderData?.article?.title ?? 'Jeux Concours',
      description: loaderData?.article?.description,
      image: mediaUrl('actualiteImage', loaderData?.article?.img_url ?? null),
    }),
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
