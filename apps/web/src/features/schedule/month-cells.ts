import type { Programme } from '@station/shared';
import { programmesOn } from './programme-days.ts';

// The month calendar's own helpers, kept out of programme-days.ts, which the home page loads too.

/** Each of `days` with its programmes by start time: one pass over the list per day shown, once per month. */
export function programmesByDay(programmes: Programme[], days: string[]): Map<string, Programme[]> {
  return new Map(days.map((day) => [day, programmesOn(programmes, day)]));
}

/**
 * What a wide day cell names: all its programmes when they fit in `room` lines, else the first
 * `room - 1` and '+N' for the others (the chosen day's list names them all).
 */
export function cellTitles(programmes: Programme[], room: number): { named: Programme[]; more: number } {
  const named = programmes.length > room ? programmes.slice(0, room - 1) : programmes;
  return { named, more: programmes.length - named.length };
}
