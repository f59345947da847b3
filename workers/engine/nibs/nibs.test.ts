import { describe, expect, it } from 'vitest';
import type { Point, Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { BROAD_EDGE_TOOLS, PEN_TOOLS, type PenTool } from '../../../src/shared/canvas/tools';
import { middleWidth } from '../testing/outline-metrics';
import { strokeCorpus } from '../testing/stroke-corpus';
import { createOutlineBuilder, outlineStroke } from './index';

function straightStroke(tool: PenTool, angleDegrees: number, pressure = 0.5, overrides = {}): Stroke {
  const radians = (angleDegrees * Math.PI) / 180;
  const points: Point[] = [];
  for (let i = 0; i <= 40; i++) {
    points.push({
      x: 500 + Math.cos(radians) * i * 5,
      y: 500 + Math.sin(radians) * i * 5,
      pressure,
      tiltX: 0,
      tiltY: 0,
      t: i * 8,
    });
  }
  return {
    points,
    tool,
    size: 20,
    color: '#000',
    toolParams: { ...DEFAULT_TOOL_PARAMS[tool], ...overrides },
  };
}

const widthAlong = (stroke: Stroke, angleDegrees: number) => {
  const radians = (angleDegrees * Math.PI) / 180;
  return middleWidth(outlineStroke(stroke), Math.cos(radians), Math.sin(radians));
};

describe('outlineStroke', () => {
  const corpus = strokeCorpus({ count: 200, pointsPerStroke: 60, seed: 42 });

  it.each(PEN_TOOLS)('%s yields finite, closed outlines over a seeded corpus of 200 strokes', (tool) => {
    for (const stroke of corpus) {
      const outline = outlineStroke({ ...stroke, tool });
      expect(outline.length).toBeGreaterThan(2);
      for (const [x, y] of outline) {
        if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`${tool}: non-finite outline point`);
      }
    }
  });

  it.each(BROAD_EDGE_TOOLS)(
    '%s at nibAngle 45 is at most a quarter as wide along 45° as along 135°',
    (tool) => {
      const along = widthAlong(straightStroke(tool, 45, 0.5, { nibAngle: 45 }), 45);
      const across = widthAlong(straightStroke(tool, 135, 0.5, { nibAngle: 45 }), 135);
      expect(across).toBeGreaterThan(5);
      expect(along / across).toBeLessThanOrEqual(0.25);
    },
  );

  it('broad nibs follow |sin(direction − nibAngle)|', () => {
    const params = { nibAngle: 0, textureAmount: 0, angleVariability: 0 };
    const at = (angle: number) => widthAlong(straightStroke('chisel_pen', angle, 0.5, params), angle);
    expect(at(90) / at(30)).toBeCloseTo(1 / Math.sin(Math.PI / 6), 0);
  });

  it('copperplate_pen at pressure 0.1 is at most 30% as wide as at pressure 1', () => {
    const light = widthAlong(straightStroke('copperplate_pen', 80, 0.1), 80);
    const full = widthAlong(straightStroke('copperplate_pen', 80, 1), 80);
    expect(light / full).toBeLessThanOrEqual(0.3);
  });

  it.each(['quill', 'fountain_pen', 'brush'] as const)('%s swells with pressure', (tool) => {
    const light = widthAlong(straightStroke(tool, 80, 0.1), 80);
    const full = widthAlong(straightStroke(tool, 80, 1), 80);
    expect(full).toBeGreaterThan(light * 1.3);
  });

  it('is pure: the same stroke always gives the same outline', () => {
    const [stroke] = strokeCorpus({ count: 1, pointsPerStroke: 50, seed: 7, tool: 'bamboo_pen' });
    if (!stroke) throw new Error('no stroke');
    expect(outlineStroke(stroke)).toEqual(outlineStroke(structuredClone(stroke)));
  });

  it('draws a dot for a single point', () => {
    const stroke = straightStroke('brush', 0);
    const outline = outlineStroke({ ...stroke, points: stroke.points.slice(0, 1) });
    const xs = outline.map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(5);
  });
});

describe('OutlineBuilder', () => {
  const [stroke] = strokeCorpus({ count: 1, pointsPerStroke: 300, seed: 3, tool: 'qalam' });
  if (!stroke) throw new Error('no stroke');

  it('builds the same outline point by point as all at once', () => {
    const builder = createOutlineBuilder(stroke);
    for (const point of stroke.points) builder.push(point);
    builder.finish();
    expect(builder.polygon()).toEqual(outlineStroke(stroke));
  });

  it('keeps the provisional tail small whatever the stroke length', () => {
    const builder = createOutlineBuilder(stroke);
    const tails: number[] = [];
    for (const point of stroke.points) {
      builder.push(point);
      tails.push(builder.provisionalSampleCount);
    }
    expect(Math.max(...tails)).toBeLessThanOrEqual(16);
  });

  it('extends the tip with predicted points until the next real point replaces them', () => {
    const builder = createOutlineBuilder(stroke);
    builder.pushMany(stroke.points.slice(0, 10));
    const before = builder.polygon().length;
    const last = stroke.points[9] as Point;
    builder.setPredicted([
      { ...last, x: last.x + 30 },
      { ...last, x: last.x + 60 },
    ]);
    expect(builder.polygon().length).toBeGreaterThan(before);
    builder.push(stroke.points[10] as Point);
    const reference = createOutlineBuilder(stroke);
    reference.pushMany(stroke.points.slice(0, 11));
    expect(builder.polygon()).toEqual(reference.polygon());
  });
});
