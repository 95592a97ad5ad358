import { tvMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Tv } from '../../../ui/icons.tsx';
import { useId, useState } from 'react';
import { TvPlayer, TvUnavailable } from './tv-player.tsx';
import { tvStreamsQuery } from '../api/tv-streams-query.ts';
import '../tv.css';

/**
 * 'Streaming TV': a collapsible card with the channel count, the live count, one tab
 * per channel, the channel's title, description and LIVE badge, and its player.
 */
export function TvPanel() {
  const { data: streams, isError, isPending } = useQuery(tvStreamsQuery());
  const [expanded, setExpanded] = useState(true);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const bodyId = useId();
  const list = streams ?? [];
  const selected = list.find((stream) => stream.id === selectedId) ?? list[0];
  const live = list.filter((stream) => stream.is_live).length;

  return (
    <section className={`tv-panel ${expanded ? 'is-expanded' : ''}`} id="tv" aria-labelledby={`${bodyId}-title`}>
      {/* The accordion pattern: the toggle inside a heading, so the channel's h3 follows an h2. */}
      <h2 className="tv-panel__header">
        <button type="button" className="tv-panel__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((open) => !open)}>
          <span className="tv-panel__icon" aria-hidden="true">
            <Tv size={22} />
          </span>
          <span className="tv-panel__heading">
            <span id={`${bodyId}-title`} className="tv-panel__title">
              Streaming TV
            </span>
            <span className="tv-panel__counts">
              <span>{list.length} chaîne(s) disponible(s)</span>
              {live > 0 && <span className="badge badge--live">{live} EN DIRECT</span>}
            </span>
          </span>
          <ChevronDown size={22} className="tv-panel__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="tv-panel__body" hidden={!expanded}>
        {isError ? (
          <div className="tv-unavailable" role="alert">
            <strong>{tvMessages.loadFailed}</strong>
            <span>{tvMessages.unavailableDetail}</span>
          </div>
        ) : isPending ? null : !selected ? (
          <TvUnavailable />
        ) : (
          <>
            {list.length > 1 && (
              <div className="tv-panel__tabs" role="tablist" aria-label="Chaînes">
                {list.map((stream) => (
                  <button
                    key={stream.id}
                    type="button"
                    role="tab"
                    aria-selected={stream.id === selected.id}
                    className={`tv-panel__tab ${stream.id === selected.id ? 'is-current' : ''}`}
                    onClick={() => setSelectedId(stream.id)}
                  >
                    {stream.title}
                    {stream.is_live && (
                      <>
                        <span className="tv-panel__live-dot" aria-hidden="true" />
                        <span className="visually-hidden"> (en direct)</span>
                      </>
                    )}
                  </button>
                ))}
              </div>
            )}
            <div role={list.length > 1 ? 'tabpanel' : undefined} className="tv-panel__channel">
              <div className="tv-panel__channel-head">
                <h3>{selected.title}</h3>
                {selected.is_live && <span className="badge badge--live">LIVE</span>}
              </div>
              {selected.description && <p className="muted">{selected.description}</p>}
              {expanded && <TvPlayer stream={selected} />}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
