import { describe, expect, it } from 'vitest';
import { CAP_STEPS } from '../ellipse';
import { outlinePolygon } from './outline-polygon';
import { SampleBuffer } from './sample-buffer';

/** Round sections of radius 2 heading +x at each of the given x (y = 0). */
function straight(...xs: number[]): SampleBuffer {
  const buffer = new SampleBuffer();
  for (const x of xs) {
    const i = buffer.push(x, 0, 1, 0, 0.5, 0, 0, x, 0);
    buffer.a[i] = 2;
    buffer.b[i] = 2;
    buffer.leftY[i] = -2;
    buffer.rightY[i] = 2;
  }
  return buffer;
}

const CAP_POINTS = CAP_STEPS - 1;

describe('outlinePolygon', () => {
  it('runs along the left side, round the end cap, back along the right side and round the start cap', () => {
    const polygon = outlinePolygon([straight(0, 10)]);
    expect(polygon).toHaveLength(4 + 2 * CAP_POINTS);
    expect(polygon.slice(0, 2)).toEqual([
      [0, -2],
      [10, -2],
    ]);
    const endCap = polygon.slice(2, 2 + CAP_POINTS);
    for (const [x] of endCap) expect(x).toBeGreaterThan(10);
    expect(polygon.slice(2 + CAP_POINTS, 4 + CAP_POINTS)).toEqual([
      [10, 2],
      [0, 2],
    ]);
    for (const [x] of polygon.slice(4 + CAP_POINTS)) expect(x).toBeLessThan(0);
  });

  it('joins its parts in order, skipping empty ones, as if they were one', () => {
    expect(outlinePolygon([straight(0, 5), straight(10), new SampleBuffer()])).toEqual(
      outlinePolygon([straight(0, 5, 10)]),
    );
    expect(outlinePolygon([new SampleBuffer(), straight(0, 5)])).toEqual(outlinePolygon([straight(0, 5)]));
  });

  it('has no vertices without samples', () => {
    expect(outlinePolygon([new SampleBuffer()], [[1, 1]])).toEqual([]);
  });

  it('overwrites `into`, reusing its vertex pairs', () => {
    const into: Array<[number, number]> = [[7, 7]];
    const first = into[0];
    const polygon = outlinePolygon([straight(0, 10)], into);
    expect(polygon).toBe(into);
    expect(polygon[0]).toBe(first);
    expect(polygon[0]).toEqual([0, -2]);
  });
});
