import { describe, expect, it } from 'vitest';
import type { Point, Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS, type ToolParams } from '../../../src/shared/canvas/tool-params';
import type { PenTool } from '../../../src/shared/canvas/tools';
import { middleWidth } from '../testing/outline-metrics';
import { outlineStroke } from './index';
import { inkStyle } from './ink-style';

/** Texture and angle jitter off, so a test sees one parameter at a time. */
const STEADY = { textureAmount: 0, angleVariability: 0 };

function line(
  tool: PenTool,
  angleDegrees: number,
  params: Partial<ToolParams>,
  sample: Partial<Point> = {},
): Stroke {
  const radians = (angleDegrees * Math.PI) / 180;
  const points: Point[] = Array.from({ length: 61 }, (_, i) => ({
    x: 500 + Math.cos(radians) * i * 5,
    y: 500 + Math.sin(radians) * i * 5,
    pressure: 0.5,
    tiltX: 0,
    tiltY: 0,
    t: i * 8,
    ...sample,
  }));
  return {
    points,
    tool,
    size: 20,
    color: '#000',
    toolParams: { ...DEFAULT_TOOL_PARAMS[tool], ...STEADY, ...params },
  };
}

function width(stroke: Stroke, angleDegrees: number): number {
  const radians = (angleDegrees * Math.PI) / 180;
  return middleWidth(outlineStroke(stroke), Math.cos(radians), Math.sin(radians));
}

/** The outline's width across the stroke within [from, to] of its length (0 = start, 1 = end). */
function widthWithin(stroke: Stroke, angleDegrees: number, from: number, to: number): number {
  const radians = (angleDegrees * Math.PI) / 180;
  const [ux, uy] = [Math.cos(radians), Math.sin(radians)];
  const outline = outlineStroke(stroke);
  const along = outline.map(([x, y]) => x * ux + y * uy);
  const [min, max] = [Math.min(...along), Math.max(...along)];
  const across = outline
    .filter((_, i) => {
      const share = ((along[i] ?? 0) - min) / (max - min);
      return share >= from && share <= to;
    })
    .map(([x, y]) => y * ux - x * uy);
  return Math.max(...across) - Math.min(...across);
}

describe('broad-edge nib parameters', () => {
  // Along 30° with the nib at 0°, the stroke is half the nib wide; full tilt turns the nib 30° at
  // tiltSensitivity 1, onto the stroke's own direction: a hairline.
  it('pen tilt turns the nib in proportion to tiltSensitivity', () => {
    const tilted = (tiltSensitivity: number) =>
      width(line('chisel_pen', 30, { nibAngle: 0, tiltSensitivity }, { tiltX: 90 }), 30);
    const upright = width(line('chisel_pen', 30, { nibAngle: 0, tiltSensitivity: 1 }), 30);
    expect(tilted(0)).toBeCloseTo(upright, 1);
    expect(tilted(0.5)).toBeLessThan(upright * 0.7);
    expect(tilted(1)).toBeLessThan(tilted(0.5) * 0.5);
  });

  it('pressure widens the nib in proportion to pressureSensitivity', () => {
    const ratio = (pressureSensitivity: number) =>
      width(line('qalam', 90, { nibAngle: 0, pressureSensitivity }, { pressure: 1 }), 90) /
      width(line('qalam', 90, { nibAngle: 0, pressureSensitivity }, { pressure: 0.5 }), 90);
    expect(ratio(0)).toBeCloseTo(1, 2);
    expect(ratio(0.5)).toBeGreaterThan(1.05);
    expect(ratio(1) - 1).toBeCloseTo(2 * (ratio(0.5) - 1), 1);
  });

  it('tapering narrows the ends and leaves the middle alone', () => {
    // bamboo_pen tapers to 30% of its width (the automatic pen, a monoline tool, only to 80%).
    const stroke = (tapering: number) => line('bamboo_pen', 90, { nibAngle: 0, tapering });
    const end = (tapering: number) => widthWithin(stroke(tapering), 90, 0.985, 1);
    expect(end(1)).toBeLessThan(end(0) * 0.8);
    expect(width(stroke(1), 90)).toBeCloseTo(width(stroke(0), 90), 0);
  });

  it.each([
    ['angleVariability', { angleVariability: 1 }],
    ['textureAmount', { textureAmount: 1 }],
  ] as const)('%s varies the edge along the stroke, the same way every time', (_name, params) => {
    const steady = outlineStroke(line('bamboo_pen', 60, { nibAngle: 30 }));
    const varied = outlineStroke(line('bamboo_pen', 60, { nibAngle: 30, ...params }));
    const differs = varied.some(([x, y], i) => {
      const [sx, sy] = steady[i] ?? [Number.NaN, Number.NaN];
      return Math.hypot(x - sx, y - sy) > 0.2;
    });
    expect(differs || varied.length !== steady.length).toBe(true);
    expect(outlineStroke(line('bamboo_pen', 60, { nibAngle: 30, ...params }))).toEqual(varied);
  });
});

describe('inkStyle', () => {
  it('lays more ink with a higher flowRate and a softer edge with a lower edgeSharpness', () => {
    const style = (flowRate: number, edgeSharpness: number) =>
      inkStyle({ size: 10, toolParams: { ...DEFAULT_TOOL_PARAMS.fountain_pen, flowRate, edgeSharpness } });
    expect(style(0, 1).alpha).toBeLessThan(style(0.5, 1).alpha);
    expect(style(0.5, 1).alpha).toBeLessThan(style(1, 1).alpha);
    expect(style(1, 1).alpha).toBe(1);
    expect(style(1, 1).edgeWidth).toBe(0);
    expect(style(1, 0).edgeWidth).toBeGreaterThan(style(1, 0.5).edgeWidth);
    expect(style(1, 0).edgeAlpha).toBeLessThan(style(1, 0).alpha);
  });
});
