import { describe, expect, it } from 'vitest';
import { ByteBudgetCache } from './byte-budget-cache';

const keys = Array.from({ length: 5 }, (_, i) => ({ id: i }));

describe('ByteBudgetCache', () => {
  it('never holds more bytes than its budget: the least recently used go first', () => {
    const cache = new ByteBudgetCache<object, string>(300);
    keys.forEach((key, i) => cache.set(key, 0, `value ${i}`, 100));
    expect(cache.bytes).toBe(300);
    expect(cache.size).toBe(3);
    expect(keys.map((key) => cache.has(key, 0))).toEqual([false, false, true, true, true]);
  });

  it('keeps what was read recently', () => {
    const cache = new ByteBudgetCache<object, string>(300);
    const [a, b, c, d] = keys as [object, object, object, object];
    cache.set(a, 0, 'a', 100);
    cache.set(b, 0, 'b', 100);
    cache.set(c, 0, 'c', 100);
    expect(cache.get(a, 0)).toBe('a');
    cache.set(d, 0, 'd', 100);
    expect(cache.has(a, 0)).toBe(true);
    expect(cache.has(b, 0)).toBe(false);
    // has() does not count as a use: b's eviction above followed a read of a, not of c.
    expect(cache.has(c, 0)).toBe(true);
  });

  it('holds one value per key and level, replacing it on a second set', () => {
    const cache = new ByteBudgetCache<object, string>(1000);
    const [a] = keys as [object];
    cache.set(a, 0, 'coarse', 100);
    cache.set(a, 1, 'fine', 200);
    cache.set(a, 1, 'finer', 250);
    expect([cache.get(a, 0), cache.get(a, 1), cache.get(a, 2)]).toEqual(['coarse', 'finer', undefined]);
    expect(cache.bytes).toBe(350);
  });

  it('counts a value that grows, and evicts others for it but never the value itself', () => {
    const cache = new ByteBudgetCache<object, string>(300);
    const [a, b] = keys as [object, object];
    cache.set(a, 0, 'a', 100);
    cache.set(b, 0, 'b', 100);
    cache.resize(b, 0, 250);
    expect(cache.has(a, 0)).toBe(false);
    expect(cache.get(b, 0)).toBe('b');
    expect(cache.bytes).toBe(350);
  });
});
