import { programme } from '@station/tests/support/test-data.ts';
import { describe, expect, it } from 'vitest';
import { cellTitles, programmesByDay } from './month-cells.ts';
import { monthWeeks } from './programme-days.ts';

describe('the month calendar', () => {
  it('lays a month out in Monday-first weeks, the neighbouring days included', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]![0]).toBe('2026-11-30');
    expect(weeks.at(-1)!.at(-1)).toBe('2027-01-03');
    expect(weeks).toHaveLength(5);
  });

  it("gives each day its weekly slots and one-offs by start time, nothing to a day without", () => {
    const weekly = programme(1, { start_time: '18:00', days: ['Wednesday'] });
    const oneOff = programme(2, { start_time: '08:00', specific_date: '2026-12-09' });
    const byDay = programmesByDay([weekly, oneOff], ['2026-12-09', '2026-12-10', '2026-12-16']);
    expect(byDay.get('2026-12-09')!.map((programme) => programme.id)).toEqual([2, 1]);
    expect(byDay.get('2026-12-10')).toEqual([]);
    expect(byDay.get('2026-12-16')!.map((programme) => programme.id)).toEqual([1]);
  });

  it("names a cell's programmes when they fit, else the first ones and '+N'", () => {
    const programmes = [1, 2, 3, 4, 5].map((id) => programme(id));
    expect(cellTitles(programmes.slice(0, 3), 3)).toEqual({ named: programmes.slice(0, 3), more: 0 });
    expect(cellTitles(programmes, 3)).toEqual({ named: programmes.slice(0, 2), more: 3 });
    expect(cellTitles([], 3)).toEqual({ named: [], more: 0 });
  });
});
