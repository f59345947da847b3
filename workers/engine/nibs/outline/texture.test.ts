import { describe, expect, it } from 'vitest';
import { angleWobble, edgeJitter, widthGrain } from './texture';

const along = (f: (distance: number) => number) => Array.from({ length: 400 }, (_, i) => f(i * 0.37));

describe('texture', () => {
  it('leaves width and edges alone without texture', () => {
    expect(widthGrain(0, 7, 12, 3)).toBe(1);
    expect(edgeJitter(0, 10, 7, 12, 0)).toBe(0);
  });

  it('varies the width by at most ±30% at textureAmount 1', () => {
    const grains = along((d) => widthGrain(1, 7, d, 3));
    expect(Math.min(...grains)).toBeGreaterThanOrEqual(0.7);
    expect(Math.max(...grains)).toBeLessThanOrEqual(1.3);
    expect(Math.max(...grains) - Math.min(...grains)).toBeGreaterThan(0.1);
  });

  it('wobbles the nib angle by at most ±12° at angleVariability 1', () => {
    const limit = (12 * Math.PI) / 180;
    for (const wobble of along((d) => angleWobble(1, 7, d)))
      expect(Math.abs(wobble)).toBeLessThanOrEqual(limit);
    expect(Math.abs(angleWobble(0, 7, 50))).toBe(0);
  });

  it('roughens each edge with its own grain, within ±8% of the span', () => {
    const left = along((d) => edgeJitter(1, 10, 7, d, 0));
    const right = along((d) => edgeJitter(1, 10, 7, d, 1));
    expect(left).not.toEqual(right);
    for (const jitter of [...left, ...right]) expect(Math.abs(jitter)).toBeLessThanOrEqual(0.8);
  });

  it('is seeded: the same seed and distance always give the same grain', () => {
    expect(widthGrain(0.5, 99, 42.5, 2)).toBe(widthGrain(0.5, 99, 42.5, 2));
    expect(widthGrain(0.5, 99, 42.5, 2)).not.toBe(widthGrain(0.5, 100, 42.5, 2));
  });
});
