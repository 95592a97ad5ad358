// The station's wall clock (DECISIONS.md 15): programmes are written in Europe/Paris time, whatever
// the server's own zone, and the player needs the real instants at which they start and end.
import { TIME_ZONE, WEEKDAYS, type Weekday, addDays } from '@station/shared';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'long',
  hourCycle: 'h23',
});

export interface ParisWallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  weekday: Weekday;
  /** Seconds since the Paris midnight of that day. */
  secondOfDay: number;
}

export function parisWallTime(instant: Date): ParisWallTime {
  const list = parts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => list.find((part) => part.type === type)?.value ?? '';
  const weekday = get('weekday') as Weekday;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    weekday: WEEKDAYS.includes(weekday) ? weekday : 'Monday',
    secondOfDay: Number(get('hour')) * 3600 + Number(get('minute')) * 60 + Number(get('second')),
  };
}

/** 'HH:mm' or 'HH:mm:ss' → seconds since midnight. */
export const secondsOf = (time: string) => {
  const [hours, minutes, seconds = '0'] = time.split(':');
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
};

/** Paris offset from UTC, in milliseconds, at an instant. */
function offsetAt(instant: number): number {
  const wall = parisWallTime(new Date(instant));
  const asUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.secondOfDay * 1000;
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the Paris clock shows `date` + `secondOfDay` (86 400 = next midnight). */
export function parisInstant(date: string, secondOfDay: number): Date {
  const day = secondOfDay >= 86_400 ? addDays(date, 1) : date;
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + (secondOfDay % 86_400) * 1000;
  // Two passes settle the offset on both sides of a daylight-saving change.
  let instant = wallAsUtc - offsetAt(wallAsUtc);
  instant = wallAsUtc - offsetAt(instant);
  return new Date(instant);
}
