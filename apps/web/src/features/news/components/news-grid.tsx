import { mediaUrl } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Newspaper, Trophy } from '../../../ui/icons.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { CardGrid, MediaCard } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { ContentActions } from '../../../engagement/content-actions.tsx';
import { Link } from '@tanstack/react-router';
import { newsQuery } from '../../../content/news-query.ts';
import { truncateDescription } from '../content-format.ts';
import { EMPTY_NEWS, type NewsKind, articlesOfKind } from '../news-lists.ts';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import '../news.css';

// The admins' toolbar: its own chunk (the same as the reader's), downloaded by admins only.
const NewsAdminToolbar = lazyAdmin(() => import('../admin/news-admin-toolbar.tsx'));

/** The home page's news and contest-news cards (3 each). */
export function NewsGrid({ kind, limit }: { kind: NewsKind; limit?: number }) {
  const query = useQuery(newsQuery());
  return (
    <QueryState query={query}>
      {(articles) => {
        const list = articlesOfKind(articles, kind).slice(0, limit);
        if (list.length === 0) {
          return (
            <>
              <EmptyState>{EMPTY_NEWS[kind]}</EmptyState>
              {/* Contest news: admins see 'Créer le premier concours'. */}
              {kind === 'contest' && <NewsAdminToolbar kind="contest" label="Créer le premier concours" />}
            </>
          );
        }
        return (
          <CardGrid>
            {list.map((article) => {
              const description = truncateDescription(article.description);
              const params = { id: String(article.actualiteid) };
              return (
              <MediaCard
                key={article.actualiteid}
                title={article.title}
                image={mediaUrl('actualiteImage', article.img_url)}
                badge={article.categorie}
                meta={[formatLongDate(article.date), article.hoster_name].filter(Boolean).join(' · ')}
                text={description.text}
                actions={
                  <>
                    <ContentActions content={{ kind: 'actualite', id: article.actualiteid, title: article.title, contest: kind === 'contest' }} />
                    {description.truncated && (
                      <ReadMore kind={kind} params={params} title={article.title} />
                    )}
                  </>
                }
                fallbackIcon={kind === 'contest' ? <Trophy size={40} aria-hidden="true" /> : <Newspaper size={40} aria-hidden="true" />}
                link={kind === 'contest' ? { to: '/actualites/concours/$id', params } : { to: '/actualites/$id', params }}
              />
              );
            })}
          </CardGrid>
        );
      }}
    </QueryState>
  );
}

/** A description cut at 120 characters ends with 'Lire la Suite', which opens the article. */
function ReadMore({ kind, params, title }: { kind: NewsKind; params: { id: string }; title: string }) {
  const props = { params, className: 'read-more', 'aria-label': `Lire la Suite : ${title}` };
  return kind === 'contest' ? (
    <Link to="/actualites/concours/$id" {...props}>
      Lire la Suite
    </Link>
  ) : (
    <Link to="/actualites/$id" {...props}>
      Lire la Suite
    </Link>
  );
}
