import { parisDate, weekdayOf } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { shortTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { toggleLive } from '../../../player/player-controls.ts';
import { selectLivePlaying, usePlayerStore } from '../../../player/player-store.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { Section } from '../../../ui/section.tsx';
import { showsQuery } from '../api/shows-query.ts';
import { FRENCH_WEEKDAYS, currentWeek, onAirNow, programmesOn } from '../programme-days.ts';
import { ProgrammeRow } from './programme-row.tsx';

const LIVE_REFRESH_MS = 60_000;

/** Home 'Notre Programmation' (spec 2 §2): what is on air, and the programmes of a day of this week. */
export function ProgrammeSection() {
  const query = useQuery(showsQuery());
  const now = useNow(LIVE_REFRESH_MS);
  const today = parisDate(now);
  const [selectedDay, setSelectedDay] = useState(today);
  const playing = usePlayerStore(selectLivePlaying);

  return (
    <Section title="Notre Programmation" eyebrow="Grille" id="programme" more={{ to: '/programme-calendrier', label: 'Voir tout le programme' }}>
      <QueryState query={query} skeletons={2}>
        {(shows) => {
          const live = onAirNow(shows, now);
          const dayShows = programmesOn(shows, selectedDay);
          const week = currentWeek(now);
          return (
            <div className="programme">
              {live && (
                <article className="live-card">
                  <span className="badge badge--live">EN DIRECT</span>
                  <h3 className="live-card__title">{live.title}</h3>
                  {live.host && <p className="live-card__host">avec {live.host}</p>}
                  {live.description && <p className="live-card__text">{live.description}</p>}
                  <p className="live-card__time">
                    <Clock size={16} aria-hidden="true" />
                    {shortTime(live.start_time)} – {shortTime(live.end_time)}
                  </p>
                  <button type="button" className={`btn btn--live ${playing ? 'is-playing' : ''}`} onClick={() => void toggleLive()}>
                    {playing ? 'En Direct' : 'Écouter en Direct'}
                  </button>
                </article>
              )}
              <fieldset className="day-picker">
                <legend className="visually-hidden">Jour de la semaine</legend>
                {week.map(({ day, weekday }) => (
                  <button
                    key={day}
                    type="button"
                    className={`day-picker__day ${day === today ? 'is-today' : ''}`}
                    aria-pressed={day === selectedDay}
                    onClick={() => setSelectedDay(day)}
                  >
                    <span className="day-picker__name">{FRENCH_WEEKDAYS[weekday].slice(0, 3)}</span>
                    <span className="day-picker__date">{Number(day.slice(8))}</span>
                  </button>
                ))}
              </fieldset>
              {dayShows.length === 0 ? (
                <EmptyState>Aucune émission prévue pour {FRENCH_WEEKDAYS[weekdayOf(selectedDay)]}</EmptyState>
              ) : (
                <ul className="row-list">
                  {dayShows.map((show) => (
                    <ProgrammeRow key={show.id} show={show} live={show.id === live?.id && selectedDay === today} />
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
