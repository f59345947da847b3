import { describe, expect, it } from 'vitest';
import { emptySegment, splinePoint, splineSegment, type SplinePoint } from './spline-segment';

const at = (x: number, y: number) => ({ x, y });
const point = (): SplinePoint => ({ x: 0, y: 0, tangentX: 0, tangentY: 0 });

describe('splineSegment', () => {
  const [p0, p1, p2, p3] = [at(0, 0), at(10, 5), at(20, -3), at(35, 4)];
  const segment = splineSegment(p0, p1, p2, p3, emptySegment());

  it('runs from p1 at t = 0 to p2 at t = 1', () => {
    expect(splinePoint(segment, p1, 0, point())).toMatchObject({ x: 10, y: 5 });
    const end = splinePoint(segment, p1, 1, point());
    expect(end.x).toBeCloseTo(20, 12);
    expect(end.y).toBeCloseTo(-3, 12);
  });

  it('leaves each point along the chord of its neighbours (Catmull-Rom tangents)', () => {
    expect(splinePoint(segment, p1, 0, point())).toMatchObject({ tangentX: 10, tangentY: -1.5 });
    const end = splinePoint(segment, p1, 1, point());
    expect(end.tangentX).toBeCloseTo((p3.x - p1.x) / 2, 12);
    expect(end.tangentY).toBeCloseTo((p3.y - p1.y) / 2, 12);
  });

  it('takes up to 8 samples, never closer than 1 unit, and at least one', () => {
    const steps = (length: number) =>
      splineSegment(at(0, 0), at(0, 0), at(length, 0), at(length, 0), emptySegment()).steps;
    expect(steps(100)).toBe(8);
    expect(steps(3.5)).toBe(4);
    expect(steps(0)).toBe(1);
  });
});
