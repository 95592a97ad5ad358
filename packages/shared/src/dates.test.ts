import { describe, expect, it } from 'vitest';
import { addDays, formatFrenchDate, formatterOnFirstUse, parisDate, weekdayOf } from './dates.ts';

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

  it('makes a formatter at its first use only, then keeps it', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      const month = formatterOnFirstUse('fr-FR', { timeZone: 'UTC', month: 'long' });
      expect(made).toBe(0);
      expect(month().format(new Date('2026-11-27T12:00:00Z'))).toBe('novembre');
      expect(month()).toBe(month());
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
