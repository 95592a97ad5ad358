import { mediaUrl } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Newspaper, Trophy } from 'lucide-react';
import { formatLongDate } from '../../../lib/format.ts';
import { CardGrid, MediaCard } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { CommentsToggle } from '../../comments/components/comments-toggle.tsx';
import { LikeButton } from '../../likes/components/like-button.tsx';
import { ShareButton } from '../../share/components/share-button.tsx';
import { newsQuery } from '../api/news-query.ts';
import { type NewsKind, articlesOfKind } from '../news-lists.ts';

const EMPTY: Record<NewsKind, string> = {
  news: 'Aucune actualité pour le moment.',
  contest: 'Prochainement des concours !',
};

/** The home page's news and contest-news cards (3 each, spec 2 §9). */
export function NewsGrid({ kind, limit }: { kind: NewsKind; limit?: number }) {
  const query = useQuery(newsQuery());
  return (
    <QueryState query={query}>
      {(articles) => {
        const list = articlesOfKind(articles, kind).slice(0, limit);
        if (list.length === 0) return <EmptyState>{EMPTY[kind]}</EmptyState>;
        return (
          <CardGrid>
            {list.map((article) => (
              <MediaCard
                key={article.actualiteid}
                title={article.title}
                image={mediaUrl('actualiteImage', article.img_url)}
                badge={article.categorie}
                meta={[formatLongDate(article.date), article.hoster_name].filter(Boolean).join(' · ')}
                text={article.description}
                actions={
                  <>
                    <LikeButton contentType="actualite" contentId={article.actualiteid} title={article.title} />
                    <CommentsToggle contentType="actualite" contentId={article.actualiteid} title={article.title} />
                    <ShareButton target={{ kind: 'actualite', id: article.actualiteid, contest: kind === 'contest' }} title={article.title} />
                  </>
                }
                fallbackIcon={kind === 'contest' ? <Trophy size={40} aria-hidden="true" /> : <Newspaper size={40} aria-hidden="true" />}
                link={
                  kind === 'contest'
                    ? { to: '/actualites/concours/$id', params: { id: String(article.actualiteid) } }
                    : { to: '/actualites/$id', params: { id: String(article.actualiteid) } }
                }
              />
            ))}
          </CardGrid>
        );
      }}
    </QueryState>
  );
}
