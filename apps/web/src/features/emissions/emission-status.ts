import type { BroadcastDate, Emission } from '@station/shared';
import { compareIso, parisDate } from '@station/shared/client';
import { parisTime } from '../../lib/format.ts';

/** 'Emission display status', from its broadcast dates and times against now (Paris). */
export type EmissionStatus = 'unknown' | 'upcoming' | 'live' | 'replay' | 'past_no_audio';

/**
 * With several dates an emission can be at once past and upcoming: being on air wins, then a
 * recording to listen to, then the next date, then 'Audio en cours de traitement'.
 */
export function emissionStatus(emission: Emission, now: Date): EmissionStatus {
  const nowKey = `${parisDate(now)} ${parisTime(now)}`;
  let live = false;
  let past = false;
  let upcoming = false;
  for (const slot of emission.broadcast_dates) {
    if (!slot.broadcast_time) {
      // A date without a time: only the day can be compared.
      if (slot.broadcast_date < nowKey.slice(0, 10)) past = true;
      else if (slot.broadcast_date > nowKey.slice(0, 10)) upcoming = true;
      continue;
    }
    const start = `${slot.broadcast_date} ${slot.broadcast_time}`;
    const end = slot.heure_fin ? `${slot.broadcast_date} ${slot.heure_fin}` : null;
    if (start > nowKey) upcoming = true;
    else if (end && nowKey < end) live = true;
    else past = true;
  }
  if (live) return 'live';
  if (past && emission.mp3_url) return 'replay';
  if (upcoming) return 'upcoming';
  if (past) return 'past_no_audio';
  return 'unknown';
}

/** A broadcast that is not over yet (its end, else its start, else its day, is ahead of now in Paris). */
function notOver(slot: BroadcastDate, nowDay: string, nowTime: string): boolean {
  if (slot.broadcast_date !== nowDay) return slot.broadcast_date > nowDay;
  const end = slot.heure_fin ?? slot.broadcast_time;
  return end === null || end > nowTime;
}

const slotKey = (slot: BroadcastDate) => `${slot.broadcast_date} ${slot.broadcast_time ?? ''}`;

/** The dates still ahead (or on air), soonest first; the first one is 'Prochaine'. */
export function upcomingDates(emission: Emission, now: Date): BroadcastDate[] {
  const [day, time] = [parisDate(now), parisTime(now)];
  return emission.broadcast_dates.filter((slot) => notOver(slot, day, time)).sort((a, b) => compareIso(slotKey(a), slotKey(b)));
}

/** Every date, soonest first (the drawer's full list). */
export const sortedDates = (emission: Emission): BroadcastDate[] => [...emission.broadcast_dates].sort((a, b) => compareIso(slotKey(a), slotKey(b)));

/** 'Content formatting': over `limit` characters, cut there and followed by '...'. */
export function truncateText(text: string, limit = 120): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

/** 3 or more line breaks collapse to 2 (shown with `white-space: pre-line`). */
export const formatContent = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
