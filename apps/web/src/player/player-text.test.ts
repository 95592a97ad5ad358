import { describe, expect, it } from 'vitest';
import { formatTime, spokenTime } from './format-time.ts';
import { DEFAULT_TAGLINE, TAGLINES, nextTagline } from './taglines.ts';

describe('formatTime (m:ss)', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [225, '3:45'],
    [4502, '75:02'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => expect(formatTime(seconds)).toBe(text));
});

describe('spokenTime', () => {
  it('says minutes and seconds in French', () => {
    expect(spokenTime(1)).toBe('1 seconde');
    expect(spokenTime(12)).toBe('12 secondes');
    expect(spokenTime(60)).toBe('1 minute');
    expect(spokenTime(125)).toBe('2 minutes 5 secondes');
  });
});

describe('taglines', () => {
  it('has 8 taglines, the default first', () => {
    expect(TAGLINES).toHaveLength(8);
    expect(new Set(TAGLINES).size).toBe(8);
    expect(TAGLINES[0]).toBe(DEFAULT_TAGLINE);
  });

  it('always changes to another tagline', () => {
    for (const random of [0, 0.3, 0.99]) {
      for (const current of TAGLINES) {
        const next = nextTagline(current, () => random);
        expect(next).not.toBe(current);
        expect(TAGLINES).toContain(next);
      }
    }
  });
});
