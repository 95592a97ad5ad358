import { useQuery } from '@tanstack/react-query';
import { formatDateTime, parisTime } from '../../../lib/format.ts';
import { useOfflineStatus } from '../../../offline/offline-status.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { type PlayedTitlesLookup, playedTitlesQuery, playedTitlesUrl } from '../api/played-titles-query.ts';
import { useRefetchOnNewTitle } from '../use-refetch-on-new-title.ts';
import { PlayedTitleLinks } from './played-title-links.tsx';
import { PlayedTitlesList } from './played-titles-list.tsx';
import { PlayedTitlesPicker } from './played-titles-picker.tsx';
import '../played-titles.css';

/** Offline, the copy on screen is the last one received: say when. */
export function OfflineCopyDate({ lookup }: { lookup: PlayedTitlesLookup }) {
  const storedAt = useOfflineStatus((state) => state.fromCache[playedTitlesUrl(lookup)]);
  if (!storedAt) return null;
  return <p className="played-titles__offline">Hors ligne : copie du {formatDateTime(storedAt)}</p>;
}

export function PlayedTitlesPage({ lookup, onLookup }: { lookup: PlayedTitlesLookup; onLookup: (lookup: PlayedTitlesLookup) => void }) {
  const query = useQuery(playedTitlesQuery(lookup));
  useRefetchOnNewTitle();
  return (
    <>
      <OfflineCopyDate lookup={lookup} />
      <QueryState query={query} skeletons={3} errorText="Impossible de charger les titres diffusés.">
        {(data) => (
          <>
            <PlayedTitlesPicker key={`${data.date}-${data.time}`} days={data.days} date={data.date ?? undefined} time={data.time ?? undefined} onLookup={(next) => onLookup(next ?? {})} />
            {data.time && (
              <section className="played-titles__answer card-panel" aria-live="polite" aria-label="Titre à l'antenne à cette heure">
                {data.on_air ? (
                  <>
                    <p className="played-titles__answer-lead">
                      À {data.time.slice(0, 5)}, à l'antenne depuis {parisTime(new Date(data.on_air.played_at))}
                      {data.on_air.programme_title ? ` (${data.on_air.programme_title})` : ''} :
                    </p>
                    <p className="played-titles__answer-title" data-testid="played-title-at">
                      {data.on_air.title}
                    </p>
                    <PlayedTitleLinks title={data.on_air.title} />
                  </>
                ) : (
                  <p>Aucun titre connu à cette heure-là.</p>
                )}
              </section>
            )}
            <h2 className="played-titles__heading">{data.time ? 'Autour de cette heure' : data.date ? 'Ce jour-là' : 'Derniers titres'}</h2>
            <PlayedTitlesList groups={data.groups} highlight={data.on_air?.id} />
          </>
        )}
      </QueryState>
    </>
  );
}
