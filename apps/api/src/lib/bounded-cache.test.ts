import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('a cache bounded in bytes', () => {
  it('lets the least recently used entries go once the bytes exceed the budget', () => {
    const cache = new BoundedCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(80);
  });

  it('keeps nothing larger than the whole budget, and counts a replaced entry once', () => {
    const cache = new BoundedCache<string>(100);
    cache.set('a', 'A', 60);
    cache.set('a', 'A2', 50);
    expect(cache.bytes).toBe(50);
    cache.set('huge', 'H', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('A2');
  });

  it('holds 10,000 distinct keys within its budget', () => {
    const cache = new BoundedCache<string>(1000);
    for (let index = 0; index < 10_000; index += 1) cache.set(`/actualites?x=${index}`, 'page', 30);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(33);
  });
});
