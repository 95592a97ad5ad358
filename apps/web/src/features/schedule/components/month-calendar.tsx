import type { Programme } from '@station/shared';
import { parisDate, scheduleMessages, weekdayOf as weekdayName } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate, shortTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { showsQuery } from '../../../content/shows-query.ts';
import { FRENCH_WEEKDAYS, monthOf, monthWeeks, onAirNow, programmesOn } from '../programme-days.ts';
import { MonthNav } from './month-nav.tsx';
import { ProgrammeRow } from './programme-row.tsx';
import { ProgrammeTypeIcon } from './programme-type.tsx';
import '../schedule.css';

const WEEKDAY_HEADERS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/**
 * spec 2 §2 Calendar tab: a Monday-first month grid with each day's programmes, today and the show
 * on air marked. On phones the grid is compact (a dot per show) and the chosen day reads as a list.
 */
export function MonthCalendar() {
  const query = useQuery(showsQuery());
  const now = useNow(60_000);
  const today = parisDate(now);
  const [month, setMonth] = useState(() => monthOf(today));
  const [chosenDay, setChosenDay] = useState(today);

  return (
    <QueryState query={query} skeletons={2} errorText={scheduleMessages.loadFailed}>
      {(shows) => {
        const live = onAirNow(shows, now);
        const isLive = (show: Programme, day: string) => day === today && show.id === live?.id;
        const chosenShows = programmesOn(shows, chosenDay);
        return (
          <div className="month-calendar">
            <MonthNav month={month} onMonthChange={setMonth} block="month-calendar" heading />
            <div className="month-grid">
              <div className="month-grid__row" aria-hidden="true">
                {WEEKDAY_HEADERS.map((name) => (
                  <span key={name} className="month-grid__weekday">
                    <span className="month-grid__weekday-long">{name}</span>
                    <span className="month-grid__weekday-short">
                      {name.slice(0, 1)}
                    </span>
                  </span>
                ))}
              </div>
              {monthWeeks(month).map((week) => (
                <div key={week[0]} className="month-grid__row">
                  {week.map((day) => {
                    const dayShows = programmesOn(shows, day);
                    const classes = ['month-day', monthOf(day) !== month && 'is-outside', day === today && 'is-today', day === chosenDay && 'is-chosen']
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <div key={day} className={classes} data-day={day}>
                        <button type="button" className="month-day__number" aria-label={formatLongDate(day)} aria-pressed={day === chosenDay} onClick={() => setChosenDay(day)}>
                          {Number(day.slice(8))}
                        </button>
                        {day === today && <span className="badge badge--today month-day__today">Aujourd'hui</span>}
                        <ul className="month-day__shows">
                          {dayShows.map((show) => (
                            <li key={show.id} className={`month-show ${isLive(show, day) ? 'is-live' : ''}`}>
                              <ProgrammeTypeIcon type={show.type} size={14} />
                              <span className="month-show__text">
                                <span className="month-show__title">{show.title}</span>
                                <span className="month-show__meta">
                                  {shortTime(show.start_time)}–{shortTime(show.end_time)}
                                  {show.host ? ` · ${show.host}` : ''}
                                </span>
                              </span>
                              {isLive(show, day) && <span className="badge badge--on-air">LIVE</span>}
                            </li>
                          ))}
                        </ul>
                        {dayShows.length > 0 && (
                          <span className="month-day__dots" aria-hidden="true">
                            {dayShows.slice(0, 4).map((show) => (
                              <span key={show.id} className={isLive(show, day) ? 'is-live' : ''} />
                            ))}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            <section className="month-agenda" aria-label={`Programmes du ${formatLongDate(chosenDay)}`}>
              <h3 className="month-agenda__title">
                <span className="month-agenda__weekday">{FRENCH_WEEKDAYS[weekdayName(chosenDay)]}</span> {formatLongDate(chosenDay)}
                {chosenDay === today && <span className="badge badge--today">Aujourd'hui</span>}
              </h3>
              {chosenShows.length === 0 ? (
                <EmptyState>Aucune émission prévue pour {FRENCH_WEEKDAYS[weekdayName(chosenDay)]}</EmptyState>
              ) : (
                <ul className="row-list">
                  {chosenShows.map((show) => (
                    <ProgrammeRow key={show.id} show={show} live={isLive(show, chosenDay)} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
