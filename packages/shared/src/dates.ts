// Calendar days and times are the station's, Europe/Paris, whatever the device's zone.
// They are computed here, not with Intl: a page's first Intl object (or first localeCompare) starts
// the browser's ICU, ~20 ms on a fast machine and 4× that on a slow phone, in the task that renders
// the header's clock (Lighthouse TBT). dates.test.ts checks every function against Intl.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (0-based): when the EU's summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * How far Paris is ahead of UTC at an instant: two hours in summer time (the EU's rule since 1996:
 * from the last Sunday of March to the last Sunday of October, 01:00 UTC), one hour otherwise.
 */
export function parisOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

/** The Paris wall clock at an instant, as a Date read through its UTC getters. */
export const parisWallClock = (instant: Date): Date => new Date(instant.getTime() + parisOffsetMs(instant.getTime()));

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;
const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as const;
/** Sunday first, as getUTCDay counts. */
const DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const SHORT_DAYS = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Europe/Paris calendar day of an instant, as 'YYYY-MM-DD'. */
export const parisDate = (instant: Date = new Date()): string => parisWallClock(instant).toISOString().slice(0, 10);

/** The Paris wall-clock time of an instant, 'HH:mm:ss'. */
export function parisClockTime(instant: Date): string {
  const wall = parisWallClock(instant);
  return `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())}`;
}

/** 'vendredi 27 novembre', the Paris day of an instant. */
export function formatParisDayOfWeek(instant: Date): string {
  const wall = parisWallClock(instant);
  return `${DAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]}`;
}

const utcMidnightOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Orders two values written the same way, 'YYYY-MM-DD', 'HH:mm' or ISO timestamps, by their
 * characters: their order. (localeCompare would start the browser's ICU for it: see above.)
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** 'YYYY-MM-DD' shifted by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2026-11-14' → '14 novembre 2026'. */
export function formatFrenchDate(day: string): string {
  const date = utcMidnightOf(day);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '2026-12-05' → 'sam. 5 déc.', or 'sam. 5 déc. 2026' with its year. */
export function formatShortFrenchDay(day: string, { year = false } = {}): string {
  const date = utcMidnightOf(day);
  const short = `${SHORT_DAYS[date.getUTCDay()]} ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
  return year ? `${short} ${date.getUTCFullYear()}` : short;
}

/** '2026-11' → 'novembre 2026'. */
export const formatFrenchMonth = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** English weekday name (`days`) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
