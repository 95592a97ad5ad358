import type { Actualite } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueries } from '../../../lib/load-queries.ts';
import { itemHead } from '../../../lib/page-head.ts';
import { newsQuery } from '../../../content/news-query.ts';

/** The article a page preselects (its route's `$id`, read as an integer), or null when unknown. */
export async function loadArticle(queryClient: QueryClient, idParam: string) {
  await loadQueries(queryClient, newsQuery());
  const id = Number.parseInt(idParam, 10);
  return { article: queryClient.getQueryData(newsQuery().queryKey)?.find((item) => item.actualiteid === id) ?? null };
}

/** The page's head: the article's own title, description and image (link previews), else the page's title. */
export const articleHead = (matches: Parameters<typeof itemHead>[0], article: Actualite | null | undefined, pageTitle: string) =>
  itemHead(matches, {
    title: article?.title ?? pageTitle,
    description: article?.description,
    image: mediaUrl('actualiteImage', article?.img_url ?? null),
  });
