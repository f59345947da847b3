import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StrokeSchema, type Stroke } from '../../../src/shared/canvas/stroke';
import { strokeCorpus } from '../testing/stroke-corpus';
import { packStroke, pointCount, strokePoints, unpackStroke } from './packed-stroke';
import { shortDecimal } from './short-decimal';

const [stroke] = strokeCorpus({ count: 1, pointsPerStroke: 30, seed: 9, tool: 'quill' }) as [Stroke];

describe('packed strokes', () => {
  it('keep every field of every point within a Float32 step (a 2^-23 share of its size)', () => {
    const unpacked = unpackStroke(packStroke(stroke));
    expect(unpacked.points).toHaveLength(stroke.points.length);
    stroke.points.forEach((point, i) => {
      const back = unpacked.points[i];
      for (const key of ['x', 'y', 'pressure', 'tiltX', 'tiltY', 't'] as const) {
        expect(Math.abs((back?.[key] ?? Number.NaN) - point[key])).toBeLessThanOrEqual(
          Math.abs(point[key]) * 2 ** -23,
        );
      }
    });
    expect(unpacked).toMatchObject({ tool: 'quill', size: stroke.size, color: stroke.color });
    expect(unpacked.toolParams).toBe(stroke.toolParams);
  });

  it('unpack to what packs back identically, so export → import → export is stable', () => {
    const once = unpackStroke(packStroke(stroke));
    expect(unpackStroke(packStroke(once))).toEqual(once);
    expect(packStroke(once).data).toEqual(packStroke(stroke).data);
  });

  it('give back short decimals as they were written, not their Float32 expansion', () => {
    const written = { x: 12.3, y: -0.5, pressure: 0.35, tiltX: 45, tiltY: -7.25, t: 16.6667 };
    expect(unpackStroke(packStroke({ ...stroke, points: [written] })).points).toEqual([written]);
    expect(JSON.stringify(unpackStroke(packStroke({ ...stroke, points: [written] })).points)).toBe(
      '[{"x":12.3,"y":-0.5,"pressure":0.35,"tiltX":45,"tiltY":-7.25,"t":16.6667}]',
    );
  });

  it('print any Float32 as a number that reads back to it', () => {
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (value) => {
        // === rather than toBe: JSON writes −0 as 0, which is the same coordinate.
        expect(Math.fround(Number(JSON.stringify(shortDecimal(value)))) === value).toBe(true);
      }),
    );
  });

  it('stay valid by the schema at its limits (a time past the largest Float32 below 2^53 is capped)', () => {
    const extreme = {
      ...stroke,
      points: [{ x: -100_000, y: 100_000, pressure: 1, tiltX: -90, tiltY: 90, t: Number.MAX_SAFE_INTEGER }],
    };
    expect(StrokeSchema.safeParse(unpackStroke(packStroke(extreme))).success).toBe(true);
  });

  it('carry their ink bounds: the points’ box grown by the size', () => {
    const packed = packStroke({
      ...stroke,
      size: 4,
      points: [
        { x: 10, y: 20, pressure: 0.5, tiltX: 0, tiltY: 0, t: 0 },
        { x: 30, y: 5, pressure: 0.5, tiltX: 0, tiltY: 0, t: 4 },
      ],
    });
    expect(packed).toMatchObject({ minX: 6, minY: 1, maxX: 34, maxY: 24 });
    expect(pointCount(packed)).toBe(2);
  });

  it('survive structured cloning and give a part of their points', () => {
    const packed = packStroke(stroke);
    const cloned = structuredClone(packed);
    expect(cloned).toEqual(packed);
    expect(unpackStroke(cloned)).toEqual(unpackStroke(packed));
    expect(strokePoints(packed, 2, 5)).toEqual(strokePoints(packed).slice(2, 5));
    expect(strokePoints(packed)[3]?.x).toBe(Math.fround(stroke.points[3]?.x ?? Number.NaN));
  });
});
