import { describe, expect, it } from 'vitest';
import { distribution, thinned } from './distribution';

describe('distribution', () => {
  it('gives nearest-rank percentiles of the finite values', () => {
    const values = [...Array.from({ length: 100 }, (_, i) => 100 - i), Number.NaN, Infinity];
    expect(distribution(values)).toEqual({
      count: 100,
      min: 1,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
      mean: 50.5,
    });
  });

  it('is all NaN without values', () => {
    expect(distribution([]).p95).toBeNaN();
    expect(distribution([]).count).toBe(0);
  });
});

describe('thinned', () => {
  it('keeps short lists whole and spreads long ones evenly', () => {
    expect(thinned([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(thinned([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
  });
});
