import type { Programme } from '@station/shared';
import { FRENCH_WEEKDAYS, WEEKDAYS, addDays, airsOn, compareIso, formatFrenchMonth, onAirAt, weekOf, weekdayOf } from '@station/shared/client';

export { FRENCH_WEEKDAYS };

const byStartTime = (a: Programme, b: Programme) => compareIso(a.start_time, b.start_time);

/** Programmes airing on a 'YYYY-MM-DD' day: weekly slots on its weekday, one-offs on that date. */
export function programmesOn(programmes: Programme[], day: string): Programme[] {
  return programmes.filter((show) => airsOn(show, day)).sort(byStartTime);
}

/**
 * Live-now, the same rule as the player's GET /api/live/now-playing (@station/shared
 * onAirAt): a one-off wins over the weekly slot it overlaps; a show ending 23:59 runs to midnight.
 */
export const onAirNow = (programmes: Programme[], now: Date): Programme | undefined => onAirAt(programmes, now);

/** The 7 days of the current week in Paris, Monday first. */
export const currentWeek = (now: Date) => weekOf(now);

/** 'YYYY-MM' of a 'YYYY-MM-DD' day, and that month shifted by whole months. */
export const monthOf = (day: string) => day.slice(0, 7);
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** 'novembre 2026' (the calendar: month and year in French). */
export const formatMonth = (month: string) => formatFrenchMonth(month);

/** The weeks (Monday first) covering a whole 'YYYY-MM' month, days outside it included. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -WEEKDAYS.indexOf(weekdayOf(first)));
  const weeks: string[][] = [];
  while (weeks.length === 0 || monthOf(day) === month) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
    day = addDays(day, 7);
  }
  return weeks;
}
