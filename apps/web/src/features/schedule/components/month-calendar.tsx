import type { Programme } from '@station/shared';
import { parisDate, scheduleMessages, weekdayOf as weekdayName } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { showsQuery } from '../../../content/shows-query.ts';
import { cellTitles, programmesByDay } from '../month-cells.ts';
import { FRENCH_WEEKDAYS, monthOf, monthWeeks, onAirNow, programmesOn } from '../programme-days.ts';
import { MonthNav } from './month-nav.tsx';
import { ProgrammeRow } from './programme-row.tsx';
import '../schedule.css';

const WEEKDAY_HEADERS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
/** A wide cell has room for this many lines: titles, or titles and '+N' (the chosen day lists them all). */
const TITLES_PER_CELL = 3;
/** Dots under a phone's day number: one per programme, up to this many. */
const DOTS_PER_CELL = 4;

/**
 * Calendar tab: a Monday-first month grid, today and the show on air marked, and the
 * chosen day's programmes listed in full (today at first). The grid only marks the days (a few
 * titles on wide screens, dots on phones): rendering every programme of every day cost a slow
 * phone 1.6 s of blocked main thread.
 */
export function MonthCalendar() {
  const query = useQuery(showsQuery());
  const now = useNow(60_000);
  const today = parisDate(now);
  // Today's month and today until the listener picks: a server-rendered page starts from the
  // server's day and takes the device's as it hydrates.
  const [picked, setPicked] = useState<{ month: string; day: string } | null>(null);
  const month = picked?.month ?? monthOf(today);
  const chosenDay = picked?.day ?? today;
  const setChosenDay = useCallback((day: string) => setPicked({ month, day }), [month]);

  // Another month shown: its today, else its first day, becomes the chosen day.
  const changeMonth = (next: string) => {
    setPicked({ month: next, day: monthOf(chosenDay) === next ? chosenDay : monthOf(today) === next ? today : `${next}-01` });
  };

  return (
    <QueryState query={query} skeletons={2} errorText={scheduleMessages.loadFailed}>
      {(shows) => {
        const liveId = onAirNow(shows, now)?.id;
        const chosenShows = programmesOn(shows, chosenDay);
        const isLive = (show: Programme) => chosenDay === today && show.id === liveId;
        return (
          <div className="month-calendar">
            <MonthNav month={month} onMonthChange={changeMonth} block="month-calendar" heading />
            <MonthGrid shows={shows} month={month} today={today} chosenDay={chosenDay} liveId={liveId} onChoose={setChosenDay} />
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
                    <ProgrammeRow key={show.id} show={show} live={isLive(show)} />
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

interface MonthGridProps {
  shows: Programme[];
  month: string;
  today: string;
  chosenDay: string;
  liveId: number | undefined;
  onChoose: (day: string) => void;
}

/** A day button's spoken name, the weekday in full ('mercredi 25 novembre 2026'), not the grid's letters. */
const dayName = (day: string) => `${FRENCH_WEEKDAYS[weekdayName(day)]} ${formatLongDate(day)}`;

/** The weeks of the month; kept as is while the minute clock ticks and nothing it shows changed. */
const MonthGrid = memo(function MonthGrid({ shows, month, today, chosenDay, liveId, onChoose }: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDay = useMemo(() => programmesByDay(shows, weeks.flat()), [shows, weeks]);
  return (
    <div className="month-grid">
      <div className="month-grid__row" aria-hidden="true">
        {WEEKDAY_HEADERS.map((name) => (
          <span key={name} className="month-grid__weekday">
            <span className="month-grid__weekday-long">{name}</span>
            <span className="month-grid__weekday-short">{name.slice(0, 1)}</span>
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className="month-grid__row">
          {week.map((day) => {
            const dayShows = byDay.get(day) ?? [];
            const isLive = (show: Programme) => day === today && show.id === liveId;
            const { named, more } = cellTitles(dayShows, TITLES_PER_CELL);
            const classes = ['month-day', monthOf(day) !== month && 'is-outside', day === today && 'is-today', day === chosenDay && 'is-chosen', dayShows.length > 0 && 'has-shows']
              .filter(Boolean)
              .join(' ');
            return (
              <div key={day} className={classes} data-day={day}>
                <button type="button" className="month-day__number" aria-label={dayName(day)} aria-pressed={day === chosenDay} onClick={() => onChoose(day)}>
                  {Number(day.slice(8))}
                </button>
                {day === today && <span className="badge badge--today month-day__today">Aujourd'hui</span>}
                {dayShows.length > 0 && (
                  <>
                    <ul className="month-day__shows">
                      {named.map((show) => (
                        <li key={show.id} className={`month-show ${isLive(show) ? 'is-live' : ''}`}>
                          <span className="month-show__title">{show.title}</span>
                        </li>
                      ))}
                      {more > 0 && <li className="month-day__more">+{more}</li>}
                    </ul>
                    <span className="month-day__dots" aria-hidden="true">
                      {dayShows.slice(0, DOTS_PER_CELL).map((show) => (
                        <span key={show.id} className={isLive(show) ? 'is-live' : ''} />
                      ))}
                    </span>
                  </>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});
