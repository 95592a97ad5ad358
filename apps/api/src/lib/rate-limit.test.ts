import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit.ts';

describe('SlidingWindowLimiter', () => {
  it('blocks at the limit and lets hits slide out of the window', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 1000, () => now);
    limiter.hit('a');
    now = 400;
    limiter.hit('a');
    limiter.hit('a');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1001; // the first hit has left the window
    expect(limiter.count('a')).toBe(2);
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.reset('a');
    expect(limiter.count('a')).toBe(0);
  });
});
