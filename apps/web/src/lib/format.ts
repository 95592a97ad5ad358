// French dates and times, always in the station's time zone (DECISIONS.md 15), whatever the device's.
import { TIME_ZONE, formatFrenchDate, formatterOnFirstUse } from '@station/shared/client';

const clockTime = formatterOnFirstUse('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit' });
const hourMinute = formatterOnFirstUse('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const headerDate = formatterOnFirstUse('fr-FR', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const longDateTime = formatterOnFirstUse('fr-FR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** '21 novembre 2026' from a 'YYYY-MM-DD' day or an ISO timestamp; '' when unreadable. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatFrenchDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDateTime().format(date);
}

export const formatClock = (now: Date) => clockTime().format(now);
export const formatHeaderDate = (now: Date) => headerDate().format(now);

/** The Paris wall-clock time as 'HH:mm' (comparable with programme times as strings). */
export const parisTime = (now: Date) => hourMinute().format(now);

/** 'HH:mm' from 'HH:mm' or 'HH:mm:ss'. */
export const shortTime = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

const dateTime = formatterOnFirstUse('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** '21 novembre 2026 à 14:32', Paris time. */
export const formatDateTime = (value: number | Date) => dateTime().format(value);
