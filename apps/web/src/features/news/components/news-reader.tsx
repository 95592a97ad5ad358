import { type Actualite, mediaUrl } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Headphones } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { newsQuery } from '../api/news-query.ts';
import { type NewsKind, articlesOfKind } from '../news-lists.ts';

interface NewsReaderProps {
  kind: NewsKind;
  /** The article to open; the newest when absent or unknown (spec 2 §2). */
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
          return <EmptyState>{kind === 'contest' ? 'Prochainement des concours !' : 'Aucune actualité pour le moment.'}</EmptyState>;
        }
        const selected = list.find((article) => article.actualiteid === selectedId) ?? list[0];
        return (
          <div className={`reader reader--${kind}`}>
            <div className="reader__main">
              <ArticleView article={selected} />
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
        );
      }}
    </QueryState>
  );
}

function ArticleLink({ article, kind, current }: { article: Actualite; kind: NewsKind; current: boolean }) {
  const image = mediaUrl('actualiteImage', article.img_url);
  const content = (
    <>
      <span className="reader__thumb">{image && <img src={image} alt="" loading="lazy" />}</span>
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

function ArticleView({ article }: { article: Actualite }) {
  const image = mediaUrl('actualiteImage', article.img_url);
  // spec 2 §5: blank lines separate paragraphs; runs of 3+ newlines count as one break.
  const paragraphs = (article.content ?? '').split(/\n{2,}/).map((text) => text.trim()).filter(Boolean);
  return (
    <article className="article">
      {image && <img className="article__image" src={image} alt="" />}
      <div className="article__body">
        <p className="article__meta">
          <span className="badge badge--category">{article.categorie}</span>
          <span>{formatLongDate(article.date)}</span>
          {article.hoster_name && <span>par {article.hoster_name}</span>}
        </p>
        <h2 className="article__title">{article.title}</h2>
        <p className="article__lead">{article.description}</p>
        {paragraphs.map((text) => (
          <p key={text} className="article__paragraph">
            {text}
          </p>
        ))}
        {article.podcast_url && (
          <a className="btn btn--ghost" href={article.podcast_url} target="_blank" rel="noopener noreferrer">
            <Headphones size={18} aria-hidden="true" />
            Écouter le podcast
          </a>
        )}
      </div>
    </article>
  );
}
