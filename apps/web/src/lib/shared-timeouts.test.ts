import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedTimeouts } from './shared-timeouts.ts';

describe('the query cache’s shared timers', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00.250Z') }));
  afterEach(() => vi.useRealTimers());

  it('runs long delays from one native timer, each within a second of its time, and never a cleared one', () => {
    const timers = sharedTimeouts();
    const ran: string[] = [];
    for (let card = 0; card < 50; card += 1) {
      timers.setTimeout(() => ran.push(`stale ${card}`), 60_000);
      const cleanUp = timers.setTimeout(() => ran.push(`clean-up ${card}`), 300_000);
      if (card % 2 === 0) timers.clearTimeout(cleanUp);
    }
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(59_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(ran).toHaveLength(50);
    expect(ran.every((name) => name.startsWith('stale'))).toBe(true);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(241_000);
    expect(ran.filter((name) => name.startsWith('clean-up')).sort()).toEqual(
      Array.from({ length: 25 }, (_, index) => `clean-up ${index * 2 + 1}`).sort(),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves its timer earlier for an earlier delay, and keeps short delays native and exact', () => {
    const timers = sharedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('clean-up'), 300_000);
    timers.setTimeout(() => ran.push('stale'), 5_000);
    timers.setTimeout(() => ran.push('retry'), 300);
    vi.advanceTimersByTime(300);
    expect(ran).toEqual(['retry']);
    vi.advanceTimersByTime(4_699);
    expect(ran).toEqual(['retry']);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['retry', 'stale']);
    vi.advanceTimersByTime(296_000);
    expect(ran).toEqual(['retry', 'stale', 'clean-up']);
  });

  it('lets a callback arm the next timer', () => {
    const timers = sharedTimeouts();
    const ran: number[] = [];
    timers.setTimeout(() => {
      ran.push(Date.now());
      timers.setTimeout(() => ran.push(Date.now()), 60_000);
    }, 60_000);
    vi.advanceTimersByTime(122_000);
    expect(ran).toHaveLength(2);
    expect(ran[1]! - ran[0]!).toBeGreaterThanOrEqual(60_000);
    expect(ran[1]! - ran[0]!).toBeLessThan(61_000);
  });

  it('waits for a delay longer than a browser timeout can hold without running it early', () => {
    const timers = sharedTimeouts();
    const ran: string[] = [];
    const nativeTimeout = vi.spyOn(globalThis, 'setTimeout');
    timers.setTimeout(() => ran.push('in 30 days'), 30 * 86_400_000);
    // A browser runs a delay beyond 2^31 - 1 ms at once: the shared timer must never ask for one.
    expect(Math.max(...nativeTimeout.mock.calls.map((call) => Number(call[1])))).toBeLessThanOrEqual(2 ** 31 - 1);
    vi.advanceTimersByTime(29 * 86_400_000);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(86_400_000 + 1_000);
    expect(ran).toEqual(['in 30 days']);
    nativeTimeout.mockRestore();
  });
});
