import { describe, expect, it } from 'vitest';
import { pointSegmentDistanceSquared } from './point-segment-distance';
import { simplifyPolygon } from './simplify-polygon';

/** A densely sampled circle, as outlines of stylus strokes are. */
function circle(vertices: number, radius: number): Array<[number, number]> {
  return Array.from({ length: vertices }, (_, i) => {
    const angle = (i / vertices) * Math.PI * 2;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
}

describe('simplifyPolygon', () => {
  it('drops most vertices of a dense outline and moves none by more than the tolerance', () => {
    const dense = circle(1000, 10);
    const simple = simplifyPolygon(dense, 0.25);
    expect(simple.length).toBeLessThan(60);
    expect(simple.length).toBeGreaterThan(8);
    for (const [x, y] of dense) {
      let nearest = Infinity;
      for (let i = 0; i < simple.length; i++) {
        const a = simple[i] as [number, number];
        const b = simple[(i + 1) % simple.length] as [number, number];
        nearest = Math.min(nearest, pointSegmentDistanceSquared(x, y, a[0], a[1], b[0], b[1]));
      }
      expect(Math.sqrt(nearest)).toBeLessThanOrEqual(0.5);
    }
  });

  it('keeps small polygons and a zero tolerance as they are', () => {
    const square: Array<[number, number]> = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(simplifyPolygon(square, 5)).toEqual(square);
    expect(simplifyPolygon(circle(50, 10), 0)).toHaveLength(50);
  });
});
