import type { SearchGroup, SearchKind, SearchResult } from '@station/shared';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Highlighted } from './highlighted.tsx';

interface SearchResultsProps {
  groups: SearchGroup[];
  /** The whole list of one kind (a group's 'Voir les N résultats'). */
  onShowKind: (kind: SearchKind) => void;
  onOpen: () => void;
  showingOneKind: boolean;
}

/** Results grouped by kind; each is a link the keyboard reaches with the arrows (search-page.tsx). */
export function SearchResults({ groups, onShowKind, onOpen, showingOneKind }: SearchResultsProps) {
  const router = useRouter();
  // In-app navigation (the player keeps playing); a modified click opens a tab as links do.
  const open = (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => {
    onOpen();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(result.url);
  };
  return (
    <div className="search-results">
      {groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="search-group__title">
            {group.label} <span className="search-group__count">({group.total})</span>
          </h2>
          <ul className="search-group__list">
            {group.results.map((result) => (
              <li key={`${result.kind}-${result.id}`}>
                <a className="card-link search-result" href={result.url} data-search-item onClick={(event) => open(event, result)}>
                  {result.image_url ? <img className="search-result__image" src={result.image_url} alt="" loading="lazy" width={48} height={48} /> : <span className="search-result__image search-result__image--none" aria-hidden="true" />}
                  <span className="search-result__text">
                    <span className="search-result__title">
                      <Highlighted parts={result.titleParts} />
                    </span>
                    {result.excerptParts.length > 0 && (
                      <span className="search-result__excerpt">
                        <Highlighted parts={result.excerptParts} />
                      </span>
                    )}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {!showingOneKind && group.total > group.results.length && (
            <button type="button" className="link-button search-group__more" data-search-item onClick={() => onShowKind(group.kind)}>
              Voir les {group.total} résultats : {group.label}
            </button>
          )}
        </section>
      ))}
    </div>
  );
}
