import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff.ts';

describe('backoffDelay', () => {
  it('doubles from one second and stops growing at the cap', () => {
    const highest = (attempt: number) => backoffDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(highest)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads retries between half and all of the delay', () => {
    expect(backoffDelay(3, () => 0)).toBe(4_000);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(8_000);
      expect(delay).toBeLessThanOrEqual(16_000);
    }
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});
