import type { Programme } from '@station/shared';
import { programme } from '@station/tests/support/test-data.ts';
import { describe, expect, it } from 'vitest';
import { upcomingProgrammes } from './upcoming-programmes.ts';

/** A talk show of presenter 1 (the one these tests ask about). */
const show = (id: number, fields: Partial<Programme>) => programme(id, { type: 'talk', animateur_id: 1, ...fields });

// Monday 23 November 2026, 10:30 in Paris (UTC+1).
const now = new Date('2026-11-23T09:30:00Z');

describe('upcomingProgrammes', () => {
  it("lists the presenter's next airings in time order, at most 3", () => {
    const shows = [
      show(1, { days: ['Wednesday'], start_time: '18:00', end_time: '20:00' }),
      show(2, { specific_date: '2026-11-24', start_time: '08:00', end_time: '09:00' }),
      show(3, { days: ['Monday'], start_time: '10:00', end_time: '11:00' }),
      show(4, { specific_date: '2026-12-24' }),
      show(5, { days: ['Tuesday'], animateur_id: 2 }),
    ];
    expect(upcomingProgrammes(shows, 1, now).map(({ programme, day }) => [programme.id, day])).toEqual([
      [3, '2026-11-23'],
      [2, '2026-11-24'],
      [1, '2026-11-25'],
    ]);
  });

  it("skips what is over: a past one-off, and today's weekly slot once ended (then next week's)", () => {
    const shows = [show(1, { specific_date: '2026-11-20' }), show(2, { days: ['Monday'], start_time: '08:00', end_time: '09:00' })];
    expect(upcomingProgrammes(shows, 1, now).map(({ programme, day }) => [programme.id, day])).toEqual([[2, '2026-11-30']]);
  });

  it('reads the day in Paris, not UTC: 00:30 on Tuesday in Paris is still Monday in UTC', () => {
    const lateNight = new Date('2026-11-23T23:30:00Z');
    const shows = [show(1, { days: ['Tuesday'], start_time: '06:00', end_time: '07:00' })];
    expect(upcomingProgrammes(shows, 1, lateNight)[0]?.day).toBe('2026-11-24');
  });
});
