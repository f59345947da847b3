import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { packedStroke, POINT_FIELDS } from '../document/packed-stroke';
import { previewable, strokePreview } from './stroke-preview';

function stroke(points: Array<[number, number]>, size: number) {
  const data = new Float32Array(points.length * POINT_FIELDS);
  points.forEach(([x, y], i) => data.set([x, y, 0.5, 0, 0, i * 4], i * POINT_FIELDS));
  return packedStroke(data, { tool: 'brush', size, color: '#000000', toolParams: DEFAULT_TOOL_PARAMS.brush });
}

function vertices(polygon: Float64Array): Array<[number, number]> {
  return Array.from({ length: polygon.length / 2 }, (_, i) => [
    polygon[i * 2] as number,
    polygon[i * 2 + 1] as number,
  ]);
}

describe('strokePreview', () => {
  it('is a ribbon as wide as the nib along the centreline', () => {
    const line = stroke(
      Array.from({ length: 50 }, (_, i) => [i * 2, 100] as [number, number]),
      4,
    );
    const polygon = vertices(strokePreview(line, 1));
    expect(polygon.every(([x]) => Number.isFinite(x) && x >= 0 && x <= 98)).toBe(true);
    expect(new Set(polygon.map(([, y]) => y))).toEqual(new Set([98, 102]));
  });

  it('keeps centreline points about two device pixels apart, fewer as the view zooms out', () => {
    const dense = stroke(
      Array.from({ length: 101 }, (_, i) => [i * 0.5, Math.sin(i) * 0.2] as [number, number]),
      3,
    );
    const atOne = strokePreview(dense, 1).length / 4;
    const atQuarter = strokePreview(dense, 0.25).length / 4;
    // 50 units at 1 px a unit: a point every 2 px, and both ends.
    expect(atOne).toBeGreaterThanOrEqual(25);
    expect(atOne).toBeLessThanOrEqual(27);
    expect(atQuarter).toBeLessThan(atOne / 3);
  });

  it('draws a dot as a square of the nib size', () => {
    expect(vertices(strokePreview(stroke([[10, 10]], 2), 1))).toEqual([
      [9, 9],
      [11, 9],
      [11, 11],
      [9, 11],
    ]);
  });

  it('is only for strokes at most four device pixels wide', () => {
    expect(previewable({ size: 3 }, 1)).toBe(true);
    expect(previewable({ size: 3 }, 2)).toBe(false);
    expect(previewable({ size: 20 }, 0.2)).toBe(true);
  });
});
