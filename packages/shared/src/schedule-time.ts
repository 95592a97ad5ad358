// The schedule's clock, shared by the API (now-playing, reminders, .ics) and the web app (live-now,
// the calendar, the programme modal): programmes are written in Europe/Paris wall-clock time
//, whatever the zone of the server or the device.
import { WEEKDAYS, type Weekday, addDays, parisOffsetMs, parisWallClock, weekdayOf } from './dates.ts';

const DAY_SECONDS = 86_400;

export interface ParisWallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  weekday: Weekday;
  /** Seconds since the Paris midnight of that day. */
  secondOfDay: number;
}

export function parisWallTime(instant: Date): ParisWallTime {
  const wall = parisWallClock(instant);
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7]!,
    secondOfDay: wall.getUTCHours() * 3600 + wall.getUTCMinutes() * 60 + wall.getUTCSeconds(),
  };
}

/** 'HH:mm' or 'HH:mm:ss' → seconds since midnight. */
export const secondsOf = (time: string): number => {
  const [hours, minutes, seconds = '0'] = time.split(':');
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
};

/** A show never crosses midnight, so one that "ends" at 23:59 runs to midnight. */
export const endSecondOf = (endTime: string): number => {
  const seconds = secondsOf(endTime);
  return seconds >= secondsOf('23:59') ? DAY_SECONDS : seconds;
};

/**
 * The instant at which the Paris clock shows `date` + `secondOfDay` (86 400 = next midnight). A wall
 * time skipped in spring (02:30 on the last Sunday of March) lands an hour later, as clocks do; a
 * repeated one in autumn is its first (summer-time) occurrence.
 */
export function parisInstant(date: string, secondOfDay: number): Date {
  const day = secondOfDay >= DAY_SECONDS ? addDays(date, 1) : date;
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + (secondOfDay % DAY_SECONDS) * 1000;
  // Two passes settle the offset on both sides of a daylight-saving change.
  let instant = wallAsUtc - parisOffsetMs(wallAsUtc);
  instant = wallAsUtc - parisOffsetMs(instant);
  return new Date(instant);
}

/** What the schedule's clock needs of a programme. */
export interface ScheduledSlot {
  id: number;
  start_time: string;
  end_time: string;
  days: readonly string[];
  specific_date: string | null;
}

/** A one-off airs on its date; a weekly slot on its weekdays. */
export const airsOn = (show: Pick<ScheduledSlot, 'days' | 'specific_date'>, day: string): boolean =>
  show.specific_date ? show.specific_date === day : show.days.includes(weekdayOf(day));

/** Whether a second of the day lies within [start, end) of a slot. */
export const coversSecond = (show: Pick<ScheduledSlot, 'start_time' | 'end_time'>, secondOfDay: number): boolean =>
  secondsOf(show.start_time) <= secondOfDay && secondOfDay < endSecondOf(show.end_time);

/**
 * The programme on air at a second of a day's schedule. A one-off (specific_date) wins over a weekly
 * slot, then the one that started last (a special inside a long slot), then the lowest id.
 */
export function pickOnAir<Show extends Omit<ScheduledSlot, 'days'>>(dayShows: Show[], secondOfDay: number): Show | undefined {
  return dayShows
    .filter((show) => coversSecond(show, secondOfDay))
    .sort(
      (a, b) =>
        Number(b.specific_date !== null) - Number(a.specific_date !== null) ||
        secondsOf(b.start_time) - secondsOf(a.start_time) ||
        a.id - b.id,
    )[0];
}

/** Live-now: the programme on air at an instant, from the whole schedule. */
export function onAirAt<Show extends ScheduledSlot>(shows: Show[], instant: Date): Show | undefined {
  const wall = parisWallTime(instant);
  return pickOnAir(
    shows.filter((show) => airsOn(show, wall.date)),
    wall.secondOfDay,
  );
}

/** The real instants of one airing of a programme on a Paris day. */
export function airingOn(show: Pick<ScheduledSlot, 'start_time' | 'end_time'>, day: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: parisInstant(day, secondsOf(show.start_time)), endsAt: parisInstant(day, endSecondOf(show.end_time)) };
}

/** A time range of one Paris day, as the programme picker and emissions write it. */
export interface DaySlot {
  date: string;
  start: string;
  end: string;
}

/**
 * An emission matches a date slot when its date is the slot's and its time range overlaps
 * the slot's. Compared on the wall clock (what the station writes), so a daylight-saving change that
 * night neither opens nor closes a gap; touching ranges (10:00–11:00 and 11:00–12:00) do not overlap.
 */
export function slotsOverlap(a: DaySlot, b: DaySlot): boolean {
  return a.date === b.date && secondsOf(a.start) < endSecondOf(b.end) && secondsOf(b.start) < endSecondOf(a.end);
}

/** The 7 days of the Paris week of an instant, Monday first. */
export function weekOf(instant: Date): { day: string; weekday: Weekday }[] {
  const today = parisWallTime(instant).date;
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  return WEEKDAYS.map((weekday, index) => ({ day: addDays(monday, index), weekday }));
}
