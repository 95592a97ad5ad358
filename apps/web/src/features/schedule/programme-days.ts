import { type Programme, WEEKDAYS, type Weekday, addDays, parisDate, weekdayOf } from '@station/shared';
import { parisTime } from '../../lib/format.ts';

export const FRENCH_WEEKDAYS: Record<Weekday, string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
};

const byStartTime = (a: Programme, b: Programme) => a.start_time.localeCompare(b.start_time);

/** Programmes airing on a 'YYYY-MM-DD' day: weekly slots on its weekday, one-offs on that date. */
export function programmesOn(programmes: Programme[], day: string): Programme[] {
  const weekday = weekdayOf(day);
  return programmes.filter((show) => (show.specific_date ? show.specific_date === day : show.days.includes(weekday))).sort(byStartTime);
}

/** Weekly slots of one weekday (the calendar's recurring view). */
export function recurringOn(programmes: Programme[], weekday: Weekday): Programme[] {
  return programmes.filter((show) => !show.specific_date && show.days.includes(weekday)).sort(byStartTime);
}

/**
 * spec 2 §4 Live-now: on today's schedule and now within [start, end). A one-off (specific_date)
 * wins over the weekly slot it overlaps, as in the player's GET /api/live/now-playing.
 */
export function onAirNow(programmes: Programme[], now: Date): Programme | undefined {
  const time = parisTime(now);
  const onAir = programmesOn(programmes, parisDate(now)).filter((show) => show.start_time <= time && time < show.end_time);
  return onAir.find((show) => show.specific_date) ?? onAir[0];
}

/** The 7 days of the current week in Paris, Monday first (spec 2 §2). */
export function currentWeek(now: Date): { day: string; weekday: Weekday }[] {
  const today = parisDate(now);
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  return WEEKDAYS.map((weekday, index) => ({ day: addDays(monday, index), weekday }));
}
