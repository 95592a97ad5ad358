import { SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_MAX_LENGTH, type SearchKind, isSearchable, searchMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from '../../../ui/icons.tsx';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useOfflineStatus } from '../../../offline/offline-status.ts';
import { offlineSearchQuery, searchQuery } from '../api/search-query.ts';
import { useRecentSearches } from '../recent-searches.ts';
import { SearchResults } from './search-results.tsx';
import '../search.css';

/** Results follow the typing, a quarter of a second after the last key. */
const DEBOUNCE_MS = 250;

interface SearchPageProps {
  query: string;
  type: SearchKind | undefined;
  /** Keeps the address (/recherche?q=) in step, without adding history entries. */
  onChange: (next: { q: string; type: SearchKind | undefined }) => void;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Arrow keys move between the field and the results; Escape goes back to the field. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>, field: HTMLInputElement | null) {
  if (!['ArrowDown', 'ArrowUp', 'Escape'].includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-search-item]')].filter((item) => item !== field);
  const stops = field ? [field, ...items] : items;
  const index = stops.indexOf(document.activeElement as HTMLElement);
  if (event.key === 'Escape') {
    if (index > 0) {
      event.preventDefault();
      field?.focus();
    }
    return;
  }
  if (index < 0 || stops.length < 2) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(index + 1, stops.length - 1) : Math.max(index - 1, 0);
  stops[next].focus();
}

export function SearchPage({ query, type, onChange }: SearchPageProps) {
  const [text, setText] = useState(query);
  const typed = useDebounced(text.trim(), DEBOUNCE_MS);
  const online = useOfflineStatus((state) => state.online);
  const { recent, remember, clear } = useRecentSearches();
  const field = useRef<HTMLInputElement>(null);
  const statusId = useId();

  // The address follows what is searched (shareable, and back/forward restore it).
  useEffect(() => {
    if (typed !== query) onChange({ q: typed, type });
  }, [typed, query, type, onChange]);

  const server = useQuery({ ...searchQuery(typed, type), enabled: online });
  // Offline, or the network failed under the request: the kept lists answer instead.
  const offline = !online || (server.error instanceof ApiError && server.error.status === 0);
  const local = useQuery({ ...offlineSearchQuery(typed, type), enabled: offline });
  const data = offline ? local.data : server.data;
  const searchable = isSearchable(typed);
  const count = data?.groups.reduce((sum, group) => sum + group.total, 0) ?? 0;
  const refused = !offline && server.isError ? server.error.message : undefined;

  const pick = (value: string) => {
    setText(value);
    field.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move the focus between the field and the result links
    <div className="search-page" onKeyDown={(event) => moveFocus(event, field.current)}>
      <search>
      <form
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          remember(text);
        }}
      >
        <label htmlFor="search-field" className="visually-hidden">
          Rechercher dans la station
        </label>
        <Search className="search-form__icon" size={20} aria-hidden="true" />
        <input
          ref={field}
          id="search-field"
          className="field__input search-form__input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the page exists to type a search; the header's 'Rechercher' leads here
          autoFocus
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Émissions, mixes, animateurs, actualités…"
          value={text}
          aria-describedby={statusId}
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button type="button" className="icon-button search-form__clear" aria-label="Effacer la recherche" onClick={() => pick('')}>
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </form>
      </search>

      <fieldset className="search-kinds">
        <legend className="visually-hidden">Types de résultats</legend>
        {[undefined, ...SEARCH_KINDS].map((kind) => (
          <button key={kind ?? 'all'} type="button" className="chip" aria-pressed={type === kind} onClick={() => onChange({ q: typed, type: kind })}>
            {kind ? SEARCH_KIND_LABELS[kind] : 'Tout'}
          </button>
        ))}
      </fieldset>

      {offline && <p className="search-note" role="note">{searchMessages.offlineNote}</p>}
      <p id={statusId} className="search-status" role="status" aria-live="polite">
        {refused ?? (searchable && data && data.query === typed ? (count === 0 ? searchMessages.noResult : `${count} résultat${count > 1 ? 's' : ''}`) : '')}
      </p>

      {!searchable && recent.length > 0 && (
        <section className="search-recent" aria-labelledby="search-recent-title">
          <div className="search-recent__head">
            <h2 id="search-recent-title" className="search-group__title">
              Recherches récentes
            </h2>
            <button type="button" className="link-button" onClick={clear}>
              Effacer l'historique
            </button>
          </div>
          <ul className="search-recent__list">
            {recent.map((entry) => (
              <li key={entry}>
                <button type="button" className="chip" data-search-item onClick={() => pick(entry)}>
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {searchable && data && (
        <SearchResults groups={data.groups} showingOneKind={Boolean(type)} onShowKind={(kind) => onChange({ q: typed, type: kind })} onOpen={() => remember(typed)} />
      )}
    </div>
  );
}
