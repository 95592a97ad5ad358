import { parisDate } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { showsQuery } from '../api/shows-query.ts';
import { FRENCH_WEEKDAYS, currentWeek, onAirNow, programmesOn } from '../programme-days.ts';
import { ProgrammeRow } from './programme-row.tsx';

/** This week's programmes, day by day, today first in view (the month calendar comes later). */
export function WeekSchedule() {
  const query = useQuery(showsQuery());
  const now = useNow(60_000);
  const today = parisDate(now);
  return (
    <QueryState query={query} skeletons={2}>
      {(shows) => {
        const live = onAirNow(shows, now);
        return (
          <div className="week-schedule">
            {currentWeek(now).map(({ day, weekday }) => {
              const dayShows = programmesOn(shows, day);
              return (
                <section key={day} className={`week-schedule__day ${day === today ? 'is-today' : ''}`} aria-label={formatLongDate(day)}>
                  <h2 className="week-schedule__title">
                    <span className="week-schedule__weekday">{FRENCH_WEEKDAYS[weekday]}</span>
                    <span className="muted">{formatLongDate(day)}</span>
                    {day === today && <span className="badge badge--today">Aujourd'hui</span>}
                  </h2>
                  {dayShows.length === 0 ? (
                    <EmptyState>Aucune émission prévue pour {FRENCH_WEEKDAYS[weekday]}</EmptyState>
                  ) : (
                    <ul className="row-list">
                      {dayShows.map((show) => (
                        <ProgrammeRow key={show.id} show={show} live={day === today && show.id === live?.id} />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        );
      }}
    </QueryState>
  );
}
