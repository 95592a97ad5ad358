import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatFrenchDate,
  formatFrenchMonth,
  formatParisDayOfWeek,
  formatShortFrenchDay,
  parisClockTime,
  parisDate,
  parisOffsetMs,
  weekdayOf,
} from './dates.ts';

describe('Europe/Paris dates', () => {
  it('takes the calendar day in Paris, not in UTC', () => {
    expect(parisDate(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-02');
    expect(parisDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('shifts days across months and formats them in French', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatFrenchDate('2026-11-14')).toBe('14 novembre 2026');
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
  });

  // The station's calendar is computed by hand (dates.ts); Intl, with Node's full ICU, is the reference.
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', options);
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parisClock = intl({ timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const parisDayOfWeek = intl({ timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long' });

  /** Every 97 minutes from 2024 to 2030, and each second around every summer-time change in them. */
  function instants(): Date[] {
    const list: Date[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += 97 * 60_000) list.push(new Date(time));
    for (let year = 2024; year <= 2030; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let second = -3; second <= 3; second += 1) list.push(new Date(change + second * 1000));
      }
    }
    return list;
  }

  it('reads the Paris day, time and weekday of any instant as Intl does, summer-time changes included', () => {
    for (const instant of instants()) {
      expect(parisDate(instant)).toBe(parisDay.format(instant));
      expect(parisClockTime(instant)).toBe(parisClock.format(instant));
      expect(formatParisDayOfWeek(instant)).toBe(parisDayOfWeek.format(instant));
      const wallAsUtc = Date.parse(`${parisDay.format(instant)}T${parisClock.format(instant)}Z`);
      expect(parisOffsetMs(instant.getTime())).toBe(wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000);
    }
  });

  it('names days and months in French as Intl does', () => {
    const long = intl({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
    const shortWithYear = intl({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const month = intl({ timeZone: 'UTC', month: 'long', year: 'numeric' });
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      const midnight = new Date(`${day}T00:00:00Z`);
      expect(formatFrenchDate(day)).toBe(long.format(midnight));
      expect(formatShortFrenchDay(day)).toBe(short.format(midnight));
      expect(formatShortFrenchDay(day, { year: true })).toBe(shortWithYear.format(midnight));
      expect(formatFrenchMonth(day.slice(0, 7))).toBe(month.format(midnight));
    }
  });
});
