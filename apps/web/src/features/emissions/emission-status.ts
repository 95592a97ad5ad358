import { type Emission, parisDate } from '@station/shared';
import { parisTime } from '../../lib/format.ts';

/** spec 2 §4 'Emission display status', from its broadcast dates and times against now (Paris). */
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
