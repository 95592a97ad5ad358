import { TIME_ZONE } from './station-values.ts';

/**
 * A date formatter made at its first use, then kept. Making one costs a few milliseconds (more
 * on a slow phone, with a time zone): made as modules load, a dozen of them lengthened the page's
 * first script task, the one that blocks the phone (issue 21, Lighthouse TBT).
 */
export function formatterOnFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

// DECISIONS.md 15: calendar days and times are the station's, Europe/Paris, whatever the device's zone.
const isoDay = formatterOnFirstUse('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const frenchLong = formatterOnFirstUse('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** The Europe/Paris calendar day of an instant, as 'YYYY-MM-DD'. */
export const parisDate = (instant: Date = new Date()): string => isoDay().format(instant);

/** 'YYYY-MM-DD' shifted by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2026-11-14' → '14 novembre 2026'. */
export const formatFrenchDate = (day: string): string => frenchLong().format(new Date(`${day}T00:00:00Z`));

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** English weekday name (spec 2 §3 `days`) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
