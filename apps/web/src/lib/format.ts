// French dates and times, always in the station's time zone, whatever the device's;
// computed without Intl (@station/shared's dates.ts says why).
import { formatFrenchDate, formatParisDayOfWeek, parisClockTime, parisDate } from '@station/shared/client';

/** '21 novembre 2026' from a 'YYYY-MM-DD' day or an ISO timestamp (its Paris day); '' when unreadable. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatFrenchDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatFrenchDate(parisDate(date));
}

export const formatClock = (now: Date) => parisClockTime(now);
export const formatHeaderDate = (now: Date) => formatParisDayOfWeek(now);

/** The Paris wall-clock time as 'HH:mm' (comparable with programme times as strings). */
export const parisTime = (now: Date) => parisClockTime(now).slice(0, 5);

/** 'HH:mm' from 'HH:mm' or 'HH:mm:ss'. */
export const shortTime = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/** '21 novembre 2026 à 14:32', Paris time. */
export const formatDateTime = (value: number | Date) => {
  const instant = new Date(value);
  return `${formatFrenchDate(parisDate(instant))} à ${parisTime(instant)}`;
};
