import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyInterval } from './shared-interval.ts';

describe('the shared intervals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every card of a period from one native interval, and stops it with the last card', () => {
    const ticks = new Map<string, number>();
    const count = (name: string) => () => ticks.set(name, (ticks.get(name) ?? 0) + 1);
    const stops = Array.from({ length: 20 }, (_, card) => everyInterval(60_000, count(`card ${card}`)));
    const stopClock = everyInterval(1_000, count('clock'));
    expect(vi.getTimerCount()).toBe(2);

    vi.advanceTimersByTime(60_000);
    expect(ticks.get('clock')).toBe(60);
    expect(Array.from({ length: 20 }, (_, card) => ticks.get(`card ${card}`))).toEqual(Array(20).fill(1));

    // A card gone is told no more; the others still are.
    stops[3]!();
    vi.advanceTimersByTime(60_000);
    expect(ticks.get('card 3')).toBe(1);
    expect(ticks.get('card 4')).toBe(2);

    for (const stop of stops) stop();
    expect(vi.getTimerCount()).toBe(1);
    stopClock();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells one callback given twice twice, and a card that leaves during a tick is not told after', () => {
    const told: string[] = [];
    const shared = () => told.push('shared');
    const stopFirst = everyInterval(5_000, shared);
    everyInterval(5_000, shared);
    let stopLeaving = () => {};
    everyInterval(5_000, () => {
      told.push('leaving');
      stopLeaving();
    });
    stopLeaving = everyInterval(5_000, () => told.push('left'));
    vi.advanceTimersByTime(5_000);
    // The tick's list was taken before the tick: the card that left is told this once.
    expect(told).toEqual(['shared', 'shared', 'leaving', 'left']);
    told.length = 0;
    stopFirst();
    vi.advanceTimersByTime(5_000);
    expect(told).toEqual(['shared', 'leaving']);
  });
});
