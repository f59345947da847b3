import { describe, expect, it } from 'vitest';
import { polylineLength } from './polyline-length';
import { dist, fromAngle, perp, unit } from './vec';

describe('vec', () => {
  it('never makes NaN from a zero vector', () => {
    expect(unit([0, 0])).toEqual([0, 0]);
  });

  it('measures angles from +x toward +y (y down) and turns left with perp', () => {
    const [x, y] = fromAngle(90);
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(1);
    expect(perp([1, 0])).toEqual([0, -1]);
  });

  it('measures distances and polylines', () => {
    expect(dist([0, 0], [3, 4])).toBe(5);
    expect(
      polylineLength([
        [0, 0],
        [3, 4],
        [3, 10],
      ]),
    ).toBe(11);
  });
});
