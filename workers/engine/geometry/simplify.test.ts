import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/shared/canvas/stroke';
import { simplifyPoints } from './simplify';

const p = (x: number, y: number, pressure = 0.5): Point => ({ x, y, pressure, tiltX: 0, tiltY: 0, t: 0 });

describe('simplifyPoints', () => {
  it('drops points within the tolerance of the kept line', () => {
    const points = [p(0, 0), p(5, 0.5), p(10, -0.5), p(20, 0)];
    expect(simplifyPoints(points, 1)).toEqual([p(0, 0), p(20, 0)]);
  });

  it('keeps corners', () => {
    const points = [p(0, 0), p(5, 0), p(10, 0), p(10, 5), p(10, 10)];
    expect(simplifyPoints(points, 1).map((q) => [q.x, q.y])).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
  });

  it('keeps a pressure swell on a straight line when pressure is weighted', () => {
    const points = [p(0, 0, 0.1), p(10, 0, 1), p(20, 0, 0.1)];
    expect(simplifyPoints(points, 1)).toHaveLength(2);
    expect(simplifyPoints(points, 1, 20)).toHaveLength(3);
  });

  it('handles 20,000 points without recursion', () => {
    const points = Array.from({ length: 20_000 }, (_, i) => p(i, Math.sin(i / 10) * 50));
    expect(simplifyPoints(points, 1).length).toBeGreaterThan(2);
  });
});
