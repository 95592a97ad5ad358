import type { Programme } from '@station/shared';
import { parisDate, scheduleMessages, weekdayOf } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Clock, Radio } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { shortTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { toggleLive } from '../../../player/player-controls.ts';
import { selectLivePlaying, usePlayerStore } from '../../../player/player-store.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { Section } from '../../../ui/section.tsx';
import { showsQuery } from '../../../content/shows-query.ts';
import { FRENCH_WEEKDAYS, currentWeek, onAirNow, programmesOn } from '../programme-days.ts';
import { FollowButton } from './follow-button.tsx';
import { ProgrammeCard } from './programme-card.tsx';
import '../schedule.css';

/** Live-now and the current day are recomputed every 60 s. */
const LIVE_REFRESH_MS = 60_000;
const AddProgrammeButton = lazyAdmin(() => import('../admin/add-programme-button.tsx'));
const ProgrammeCardActions = lazyAdmin<{ programme: Programme }>(() => import('../admin/programme-card-actions.tsx'));

/** Home 'Notre Programmation': what is on air, and the programmes of a day of this week. */
export function ProgrammeSection() {
  const query = useQuery(showsQuery());
  const now = useNow(LIVE_REFRESH_MS);
  const today = parisDate(now);
  const [selectedDay, setSelectedDay] = useState(today);

  return (
    <Section title="Notre Programmation" eyebrow="Grille" id="programme" more={{ to: '/programme-calendrier', label: 'Voir tout le programme' }}>
      <div className="programme__admin">
        <AddProgrammeButton />
      </div>
      <QueryState query={query} skeletons={2} errorText={scheduleMessages.loadFailed}>
        {(shows) => {
          const live = onAirNow(shows, now);
          const dayShows = programmesOn(shows, selectedDay);
          return (
            <div className="programme">
              {live && <LiveNowCard show={live} />}
              <fieldset className="day-picker">
                <legend className="visually-hidden">Jour de la semaine</legend>
                {currentWeek(now).map(({ day, weekday }) => (
                  <button
                    key={day}
                    type="button"
                    className={`day-picker__day ${day === today ? 'is-today' : ''}`}
                    aria-pressed={day === selectedDay}
                    onClick={() => setSelectedDay(day)}
                  >
                    {/* Named by its text ('lundi 23'), which shows 'lun' and '23': no label that differs from what is seen. */}
                    <span className="day-picker__name">
                      {FRENCH_WEEKDAYS[weekday].slice(0, 3)}
                      <span className="visually-hidden">{FRENCH_WEEKDAYS[weekday].slice(3)}</span>
                    </span>{' '}
                    <span className="day-picker__date">{Number(day.slice(8))}</span>
                  </button>
                ))}
              </fieldset>
              {dayShows.length === 0 ? (
                <EmptyState>Aucune émission prévue pour {FRENCH_WEEKDAYS[weekdayOf(selectedDay)]}</EmptyState>
              ) : (
                <ul className="show-grid" aria-label={`Programmes du ${FRENCH_WEEKDAYS[weekdayOf(selectedDay)]}`}>
                  {dayShows.map((show) => (
                    <ProgrammeCard
                      key={show.id}
                      show={show}
                      live={show.id === live?.id && selectedDay === today}
                      actions={<ProgrammeCardActions programme={show} />}
                    />
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

/** The live-now card: EN DIRECT, title, 'avec {host}', description, times, listen and follow. */
function LiveNowCard({ show }: { show: Programme }) {
  const playing = usePlayerStore(selectLivePlaying);
  return (
    <article className="live-card" aria-label="En direct">
      <span className="badge badge--live">EN DIRECT</span>
      <h3 className="live-card__title">{show.title}</h3>
      {show.host && <p className="live-card__host">avec {show.host}</p>}
      {show.description && <p className="live-card__text">{show.description}</p>}
      <p className="live-card__time">
        <Clock size={16} aria-hidden="true" />
        {shortTime(show.start_time)} – {shortTime(show.end_time)}
      </p>
      <div className="live-card__actions">
        <button type="button" className={`btn btn--live ${playing ? 'is-playing' : ''}`} onClick={() => void toggleLive()}>
          <Radio size={18} aria-hidden="true" />
          {playing ? 'En Direct' : 'Écouter en Direct'}
        </button>
        <FollowButton programme={show} />
      </div>
    </article>
  );
}
