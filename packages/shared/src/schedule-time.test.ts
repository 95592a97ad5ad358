import { describe, expect, it } from 'vitest';
import { airingOn, onAirAt, parisInstant, parisWallTime, type ScheduledSlot, slotsOverlap, weekOf } from './schedule-time.ts';

let nextId = 1;
const weekly = (days: string[], start: string, end: string): ScheduledSlot => ({ id: nextId++, days, start_time: start, end_time: end, specific_date: null });
const oneOff = (date: string, start: string, end: string): ScheduledSlot => ({ id: nextId++, days: [], start_time: start, end_time: end, specific_date: date });
/** An instant given as Paris wall time with its UTC offset, e.g. at('2026-11-23T10:30', '+01:00'). */
const at = (wall: string, offset: string) => new Date(`${wall}:00${offset}`);

describe('live-now', () => {
  const morning = weekly(['Monday', 'Wednesday'], '06:00', '10:00');
  const late = weekly(['Monday'], '22:00', '23:59');
  const special = oneOff('2026-11-23', '08:00', '09:00');
  const shows = [morning, late, special];

  it('finds a weekly slot on its weekdays only, start included, end excluded', () => {
    expect(onAirAt(shows, at('2026-11-25T06:00', '+01:00'))?.id).toBe(morning.id); // Wednesday
    expect(onAirAt(shows, at('2026-11-24T07:00', '+01:00'))).toBeUndefined(); // Tuesday
    expect(onAirAt(shows, at('2026-11-25T10:00', '+01:00'))).toBeUndefined();
  });

  it('puts a one-off before the weekly slot it overlaps, on its date only', () => {
    expect(onAirAt(shows, at('2026-11-23T08:30', '+01:00'))?.id).toBe(special.id);
    expect(onAirAt(shows, at('2026-11-30T08:30', '+01:00'))?.id).toBe(morning.id); // next Monday: no one-off
  });

  it('reads the day in Paris whatever the UTC date: 00:30 Paris is still the previous day in UTC', () => {
    const earlyTuesday = weekly(['Tuesday'], '00:00', '01:00');
    expect(onAirAt([earlyTuesday], new Date('2026-11-23T23:30:00Z'))?.id).toBe(earlyTuesday.id);
  });

  it('lets a show ending 23:59 run to midnight, and not past it', () => {
    expect(onAirAt(shows, at('2026-11-23T23:59', '+01:00'))?.id).toBe(late.id);
    expect(onAirAt(shows, new Date('2026-11-23T22:59:59.500Z'))?.id).toBe(late.id);
    expect(onAirAt(shows, at('2026-11-24T00:00', '+01:00'))).toBeUndefined();
  });

  it('follows the clock change in spring: 03:30 summer time is 01:30 UTC', () => {
    const night = weekly(['Sunday'], '03:00', '04:00');
    expect(onAirAt([night], new Date('2026-03-29T01:30:00Z'))?.id).toBe(night.id);
    expect(onAirAt([night], new Date('2026-03-29T02:30:00Z'))).toBeUndefined(); // 04:30 in Paris
  });

  it('keeps a show on air through the repeated hour in autumn (02:00–03:00 lasts two real hours)', () => {
    const night = weekly(['Sunday'], '02:00', '03:00');
    expect(onAirAt([night], new Date('2026-10-25T00:30:00Z'))?.id).toBe(night.id); // 02:30 summer time
    expect(onAirAt([night], new Date('2026-10-25T01:30:00Z'))?.id).toBe(night.id); // 02:30 winter time
    expect(onAirAt([night], new Date('2026-10-25T02:00:00Z'))).toBeUndefined(); // 03:00 winter time
  });
});

describe('airing instants across daylight-saving changes (Europe/Paris)', () => {
  it('gives the real instants of an airing in winter and in summer', () => {
    const show = weekly(['Monday'], '10:00', '11:00');
    expect(airingOn(show, '2026-11-23').startsAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(airingOn(show, '2026-06-22').startsAt.toISOString()).toBe('2026-06-22T08:00:00.000Z');
  });

  it('makes a 01:00–04:00 show last 2 real hours in spring and 4 in autumn', () => {
    const show = weekly(['Sunday'], '01:00', '04:00');
    const spring = airingOn(show, '2026-03-29');
    const autumn = airingOn(show, '2026-10-25');
    expect((spring.endsAt.getTime() - spring.startsAt.getTime()) / 3_600_000).toBe(2);
    expect((autumn.endsAt.getTime() - autumn.startsAt.getTime()) / 3_600_000).toBe(4);
  });

  it('ends a 23:59 show at the next Paris midnight', () => {
    expect(airingOn(weekly(['Saturday'], '22:00', '23:59'), '2026-03-28').endsAt.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('maps a wall time skipped in spring an hour later, and reads it back', () => {
    const skipped = parisInstant('2026-03-29', 2.5 * 3600);
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisWallTime(skipped)).toMatchObject({ date: '2026-03-29', secondOfDay: 3.5 * 3600 });
  });
});

describe('emission / date-slot overlap', () => {
  const slot = { date: '2026-11-23', start: '10:00', end: '11:00' };

  it('matches the same date with overlapping times, not touching ones nor another date', () => {
    expect(slotsOverlap(slot, { date: '2026-11-23', start: '10:30', end: '12:00' })).toBe(true);
    expect(slotsOverlap(slot, { date: '2026-11-23', start: '09:00', end: '12:00' })).toBe(true);
    expect(slotsOverlap(slot, { date: '2026-11-23', start: '11:00', end: '12:00' })).toBe(false);
    expect(slotsOverlap(slot, { date: '2026-11-23', start: '09:00', end: '10:00' })).toBe(false);
    expect(slotsOverlap(slot, { date: '2026-11-24', start: '10:00', end: '11:00' })).toBe(false);
  });

  it('around midnight: 23:00–23:59 reaches midnight, and the next day starts afresh', () => {
    const late = { date: '2026-11-23', start: '23:00', end: '23:59' };
    expect(slotsOverlap(late, { date: '2026-11-23', start: '23:59', end: '23:59' })).toBe(true);
    expect(slotsOverlap(late, { date: '2026-11-23', start: '23:30', end: '23:45' })).toBe(true);
    expect(slotsOverlap(late, { date: '2026-11-24', start: '00:00', end: '01:00' })).toBe(false);
    expect(slotsOverlap({ date: '2026-11-24', start: '00:00', end: '03:00' }, { date: '2026-11-24', start: '01:00', end: '03:00' })).toBe(true);
  });

  it('compares wall-clock times on both DST nights: the skipped and the repeated hour still match', () => {
    // 02:00–03:00 never happens on 29 March 2026 in Paris, yet the station wrote it for both.
    expect(slotsOverlap({ date: '2026-03-29', start: '02:00', end: '03:00' }, { date: '2026-03-29', start: '02:30', end: '03:30' })).toBe(true);
    expect(slotsOverlap({ date: '2026-03-29', start: '01:00', end: '02:00' }, { date: '2026-03-29', start: '03:00', end: '04:00' })).toBe(false);
    // 02:00–03:00 happens twice on 25 October 2026; a 02:00–02:30 emission overlaps it once, on the wall clock.
    expect(slotsOverlap({ date: '2026-10-25', start: '02:00', end: '03:00' }, { date: '2026-10-25', start: '02:00', end: '02:30' })).toBe(true);
    expect(slotsOverlap({ date: '2026-10-25', start: '03:00', end: '04:00' }, { date: '2026-10-25', start: '02:00', end: '03:00' })).toBe(false);
  });
});

describe('the current week', () => {
  it('runs Monday to Sunday in Paris, even late on Sunday in UTC', () => {
    const days = weekOf(new Date('2026-11-29T23:30:00Z')); // Monday 30 Nov 00:30 in Paris
    expect(days.map((d) => d.day)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(days[0].weekday).toBe('Monday');
  });
});
