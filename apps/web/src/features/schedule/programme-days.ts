import { FRENCH_WEEKDAYS, type Programme, airsOn, onAirAt, weekOf } from '@station/shared';

export { FRENCH_WEEKDAYS };

const byStartTime = (a: Programme, b: Programme) => a.start_time.localeCompare(b.start_time);

/** Programmes airing on a 'YYYY-MM-DD' day: weekly slots on its weekday, one-offs on that date. */
export function programmesOn(programmes: Programme[], day: string): Programme[] {
  return programmes.filter((show) => airsOn(show, day)).sort(byStartTime);
}

/**
 * spec 2 §4 Live-now, the same rule as the player's GET /api/live/now-playing (@station/shared
 * onAirAt): a one-off wins over the weekly slot it overlaps; a show ending 23:59 runs to midnight.
 */
export const onAirNow = (programmes: Programme[], now: Date): Programme | undefined => onAirAt(programmes, now);

/** The 7 days of the current week in Paris, Monday first (spec 2 §2). */
export const currentWeek = (now: Date) => weekOf(now);
