import type { Actualite } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { PlayToggleButton } from '../../../player/components/play-toggle-button.tsx';
import { podcastItem } from '../../../player/player-items.ts';
import { variantSrcSet } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { newsQuery } from '../../../content/news-query.ts';
import { EMPTY_NEWS, type NewsKind, articlesOfKind } from '../news-lists.ts';
import { FormattedContent } from './formatted-content.tsx';
import '../news.css';

// Admin controls: separate chunks, downloaded by admins only.
const NewsAdminToolbar = lazyAdmin(() => import('../admin/news-admin-toolbar.tsx'));
const ArticleAdmin = lazyAdmin(() => import('../admin/article-admin.tsx'));

interface NewsReaderProps {
  kind: NewsKind;
  /** The article to open; the newest when absent or unknown. */
  selectedId?: number;
  /** Shown under the selected article: the route composes the comments widget in (features stay apart). */
  articleFooter?: (article: Actualite) => ReactNode;
}

/** Full mode: the selected article, and the list of the others beside it (below it on phones). */
export function NewsReader({ kind, selectedId, articleFooter }: NewsReaderProps) {
  const query = useQuery(newsQuery());
  return (
    <QueryState query={query} skeletons={2}>
      {(articles) => {
        const list = articlesOfKind(articles, kind);
        if (list.length === 0) {
          return (
            <>
              <EmptyState>{EMPTY_NEWS[kind]}</EmptyState>
              <NewsAdminToolbar kind={kind} label={kind === 'contest' ? 'Créer le premier concours' : undefined} />
            </>
          );
        }
        const selected = list.find((article) => article.actualiteid === selectedId) ?? list[0];
        return (
          <>
          <NewsAdminToolbar kind={kind} />
          <div className={`reader reader--${kind}`}>
            <div className="reader__main">
              <ArticleView article={selected} admin={<ArticleAdmin article={selected} kind={kind} />} />
              {articleFooter?.(selected)}
            </div>
            <aside className="reader__aside" aria-labelledby="reader-list-title">
              <h2 id="reader-list-title" className="reader__aside-title">
                {kind === 'contest' ? 'Tous les concours' : 'Toutes les actualités'}
              </h2>
              <ul className="reader__list">
                {list.map((article) => (
                  <li key={article.actualiteid}>
                    <ArticleLink article={article} kind={kind} current={article.actualiteid === selected.actualiteid} />
                  </li>
                ))}
              </ul>
            </aside>
          </div>
          </>
        );
      }}
    </QueryState>
  );
}

function ArticleLink({ article, kind, current }: { article: Actualite; kind: NewsKind; current: boolean }) {
  const image = mediaUrl('actualiteImage', article.img_url);
  const content = (
    <>
      <span className="reader__thumb">{image && <img src={image} alt="" width={72} height={54} loading="lazy" decoding="async" />}</span>
      <span className="reader__item-text">
        <span className="reader__item-title">{article.title}</span>
        <span className="reader__item-meta">{formatLongDate(article.date)}</span>
      </span>
    </>
  );
  const params = { id: String(article.actualiteid) };
  return kind === 'contest' ? (
    <Link to="/actualites/concours/$id" params={params} className="reader__item" aria-current={current ? 'true' : undefined}>
      {content}
    </Link>
  ) : (
    <Link to="/actualites/$id" params={params} className="reader__item" aria-current={current ? 'true' : undefined}>
      {content}
    </Link>
  );
}

function ArticleView({ article, admin }: { article: Actualite; admin: ReactNode }) {
  const image = mediaUrl('actualiteImage', article.img_url);
  const podcast = podcastItem(article);
  return (
    <article className="article" aria-labelledby={`article-${article.actualiteid}`}>
      {image && <img className="article__image" src={image} srcSet={variantSrcSet(image)} sizes="(min-width: 1024px) 760px, 100vw" alt="" />}
      <div className="article__body">
        <p className="article__meta">
          <span className="badge badge--category">{article.categorie}</span>
          <span>{formatLongDate(article.date)}</span>
          {article.hoster_name && <span>par {article.hoster_name}</span>}
        </p>
        {admin}
        <h2 className="article__title" id={`article-${article.actualiteid}`}>
          {article.title}
        </h2>
        <p className="article__lead">{article.description}</p>
        <FormattedContent content={article.content} />
        {podcast && (
          <div className="article__podcast">
            <span className="article__podcast-label">Podcast</span>
            <PlayToggleButton item={podcast} label={`le podcast ${article.title}`} />
          </div>
        )}
      </div>
    </article>
  );
}
