import { describe, expect, it } from 'vitest';
import { ellipsePoint, supportOffset, supportParameter, type NibFootprint } from './ellipse';

describe('supportOffset', () => {
  const footprints: NibFootprint[] = [
    { a: 10, b: 1, angle: 0.4 },
    { a: 3, b: 3, angle: 0 },
    { a: 8, b: 2, angle: -2.1 },
  ];
  const directions = Array.from({ length: 12 }, (_, i) => [Math.cos(i * 0.55), Math.sin(i * 0.55)] as const);

  it('is the boundary point farthest along the direction, as the parametric form finds it', () => {
    for (const footprint of footprints) {
      for (const [nx, ny] of directions) {
        const offset = supportOffset(
          footprint,
          Math.cos(footprint.angle),
          Math.sin(footprint.angle),
          nx,
          ny,
          [0, 0],
        );
        const [x, y] = ellipsePoint(footprint, 0, 0, supportParameter(footprint, nx, ny), [0, 0]);
        expect(offset[0]).toBeCloseTo(x, 9);
        expect(offset[1]).toBeCloseTo(y, 9);
      }
    }
  });

  it('is the centre for a vanished footprint', () => {
    expect(supportOffset({ a: 0, b: 0, angle: 0 }, 1, 0, 0, 1, [9, 9])).toEqual([0, 0]);
  });
});
