import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { cutStroke, eraserPath, type EraserCircle } from './cut-stroke';
import { packStroke, unpackStroke } from './packed-stroke';

const plainLine = (n: number, size = 2): Stroke => ({
  points: Array.from({ length: n }, (_, i) => ({
    x: i * 10,
    y: 0,
    pressure: i / n,
    tiltX: 0,
    tiltY: 0,
    t: i * 5,
  })),
  tool: 'qalam',
  size,
  color: '#123456',
  toolParams: DEFAULT_TOOL_PARAMS.qalam,
});
const line = (n: number, size = 2) => packStroke(plainLine(n, size));

/** The pieces of a cut as the document holds them (points as objects), or null. */
const cut = (stroke: Stroke, circles: EraserCircle[]) =>
  cutStroke(packStroke(stroke), circles)?.map(unpackStroke) ?? null;

describe('cutStroke', () => {
  it('returns null when the eraser does not touch the ink', () => {
    expect(cutStroke(line(10), [{ x: 50, y: 30, radius: 10 }])).toBeNull();
  });

  it('splits a stroke where the circle touches it, keeping tool and parameters', () => {
    const stroke = line(11);
    const pieces = cutStroke(stroke, [{ x: 50, y: 0, radius: 9 }]);
    expect(pieces).toHaveLength(2);
    const [left, right] = pieces?.map(unpackStroke) ?? [];
    // The circle's reach is its radius plus half the stroke size: 9 + 1 = 10.
    expect(left?.points.at(-1)?.x).toBeCloseTo(40);
    expect(right?.points[0]?.x).toBeCloseTo(60);
    expect(left?.tool).toBe('qalam');
    expect(right?.toolParams).toBe(stroke.toolParams);
    expect(right?.color).toBe('#123456');
  });

  it('interpolates the new ends and restarts their time at 0', () => {
    const pieces = cut(plainLine(11), [{ x: 45, y: 0, radius: 4 }]) ?? [];
    const right = pieces[1];
    expect(right?.points[0]?.x).toBeCloseTo(50);
    expect(right?.points[0]?.t).toBe(0);
    expect(right?.points[1]?.t).toBeCloseTo(5);
  });

  it('drops pieces with fewer than 2 points', () => {
    // Erases everything but the first point.
    expect(cut(plainLine(3), [{ x: 20, y: 0, radius: 9 }])).toEqual([
      expect.objectContaining({
        points: [expect.objectContaining({ x: 0 }), expect.objectContaining({ x: 10 })],
      }),
    ]);
    expect(cutStroke(line(3), [{ x: 10, y: 0, radius: 50 }])).toEqual([]);
  });

  it('cuts a segment the circle crosses between two points', () => {
    const stroke = plainLine(2);
    stroke.points[1] = { ...stroke.points[1]!, x: 100 };
    expect(cut(stroke, [{ x: 50, y: 0, radius: 4 }])).toHaveLength(2);
  });

  it('places circles along a fast eraser move so nothing in between is skipped', () => {
    const path = eraserPath(0, 0, 100, 0, 10);
    expect(path.length).toBeGreaterThanOrEqual(20);
    expect(path.at(-1)).toEqual({ x: 100, y: 0, radius: 10 });
  });
});
