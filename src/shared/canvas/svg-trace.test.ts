import { describe, expect, it } from 'vitest';
import { TRACED_TOOL_PARAMS } from './tool-params';
import { traceSvg } from './svg-trace';

const svg = (body: string, attributes = 'viewBox="0 0 100 100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

type Traced = { points: Array<{ x: number; y: number; t: number }> } | undefined;
const xy = (points: Array<{ x: number; y: number }>) => points.map((p) => [p.x, p.y]);
/** A stroke's corners: its points less those resampled inside a straight run (ADR 031). */
const corners = (stroke: Traced) => {
  const points = stroke?.points ?? [];
  return points.filter((p, i) => {
    const a = points[i - 1];
    const b = points[i + 1];
    if (!a || !b) return true;
    const cross = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x);
    const along = (p.x - a.x) * (b.x - p.x) + (p.y - a.y) * (b.y - p.y) > 0;
    return (
      !along || Math.abs(cross) > 1e-9 * Math.hypot(p.x - a.x, p.y - a.y) * Math.hypot(b.x - p.x, b.y - p.y)
    );
  });
};
/** The distances between a stroke's successive points. */
const gaps = (stroke: Traced) =>
  (stroke?.points ?? []).slice(1).map((p, i) => {
    const q = stroke?.points[i] ?? p;
    return Math.hypot(p.x - q.x, p.y - q.y);
  });

describe('traceSvg', () => {
  it('never throws: malformed input gives no strokes', () => {
    for (const text of [
      '',
      'garbage',
      '<svg><path d="M0 0 L10 10"></svg>',
      '<html/>',
      '<svg><path d="M"/></svg>',
    ]) {
      expect(traceSvg(text)).toEqual([]);
    }
    expect(traceSvg(undefined as unknown as string)).toEqual([]);
  });

  it('makes brush strokes of size 2 in #999999 with the traced parameters', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L90 10 L90 90"/>'));
    expect(stroke).toMatchObject({
      tool: 'brush',
      size: 2,
      color: '#999999',
      toolParams: TRACED_TOOL_PARAMS,
    });
  });

  it('maps the viewBox into the 1000 × 1000 document keeping the aspect, centred', () => {
    const [stroke] = traceSvg(svg('<path d="M0 0 L200 0 L200 100"/>', 'viewBox="0 0 200 100"'));
    // Scale 5; the 500-unit-high drawing is centred vertically (offset 250).
    expect(stroke?.points[0]).toMatchObject({ x: 0, y: 250 });
    expect(stroke?.points.at(-1)).toMatchObject({ x: 1000, y: 750 });
  });

  it('reads relative and absolute commands, H/V, and implicit lineto after M', () => {
    const [stroke] = traceSvg(svg('<path d="m10 10 20 0 h20 v20 L10 50"/>'));
    expect(xy(corners(stroke))).toEqual([
      [100, 100],
      [500, 100],
      [500, 300],
      [100, 500],
    ]);
    // The implicit lineto's end lies between two straight runs in line with each other.
    expect(xy(stroke?.points ?? [])).toContainEqual([300, 100]);
  });

  it('flattens C into 8 segments and S, Q, T into 6', () => {
    const count = (d: string) => traceSvg(svg(`<path d="${d}"/>`))[0]?.points.length;
    expect(count('M0 0 C0 100 100 100 100 0')).toBe(9);
    expect(count('M0 0 Q50 100 100 0')).toBe(7);
    expect(count('M0 50 Q25 0 50 50 T100 50')).toBe(13);
    expect(count('M0 50 C0 0 50 0 50 50 S100 100 100 50')).toBe(15);
  });

  it('flattens arcs, including compact flags', () => {
    const [stroke] = traceSvg(svg('<path d="M10 50a40 40 0 0180 0"/>'));
    const ys = stroke?.points.map((p) => p.y) ?? [];
    expect(stroke?.points.at(-1)?.x).toBeCloseTo(900);
    // Sweep 1 from left to right goes over the top (y decreasing first with y down).
    expect(Math.min(...ys)).toBeCloseTo(100, 0);
  });

  it('reads shapes: line, polyline, polygon, rect, circle, ellipse', () => {
    const strokes = traceSvg(
      svg(
        '<line x1="0" y1="0" x2="100" y2="0"/><polyline points="0,10 50,10 50,20"/>' +
          '<polygon points="0,30 20,30 20,50"/><rect x="60" y="30" width="20" height="20"/>' +
          '<circle cx="30" cy="80" r="10"/><ellipse cx="80" cy="80" rx="15" ry="5"/>',
      ),
    );
    // The line too, resampled (ADR 031): with its two end points alone it was dropped.
    expect(strokes).toHaveLength(6);
  });

  it('applies nested group transforms', () => {
    const [stroke] = traceSvg(
      svg('<g transform="translate(10 0)"><g transform="scale(2)"><path d="M0 0 L10 0 L10 10"/></g></g>'),
    );
    expect(corners(stroke).map((p) => p.x)).toEqual([100, 300, 300]);
  });

  it('closes a closed path explicitly when its end is far from its start', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L90 10 L90 90 Z"/>'));
    expect(stroke?.points.at(-1)).toMatchObject({ x: 100, y: 100 });
    expect(corners(stroke)).toHaveLength(4);
  });

  it('thins points within 3 units and drops short or tiny paths', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L10.1 10 L10.2 10 L50 10 L50 50"/>'));
    expect(xy(corners(stroke))).toEqual([
      [100, 100],
      [500, 100],
      [500, 500],
    ]);
    expect(Math.min(...gaps(stroke))).toBeGreaterThanOrEqual(3);
    expect(traceSvg(svg('<path d="M10 10 L10.2 10 L10.4 10.2"/>'))).toEqual([]);
  });

  it('drops near-duplicate strokes', () => {
    const strokes = traceSvg(
      svg('<path d="M10 10 L50 10 L50 50 L90 50"/><path d="M10.5 10 L50.5 10 L50 50.5 L90 50"/>'),
    );
    expect(strokes).toHaveLength(1);
  });

  it('ignores scripts, hidden elements, definitions, images and external references', () => {
    const strokes = traceSvg(
      svg(
        '<script>alert(1)</script><defs><path d="M0 0 L100 0 L100 100"/></defs>' +
          '<path d="M0 0 L100 0 L100 100" display="none"/><image href="http://x/y.png" width="10" height="10"/>' +
          '<use href="http://x/y.svg#a"/><path onclick="alert(1)" d="M10 90 L90 90 L90 10"/>',
      ),
    );
    expect(strokes).toHaveLength(1);
  });

  it('falls back to width and height, then to the content, when there is no viewBox', () => {
    expect(
      corners(traceSvg(svg('<path d="M0 0 L50 0 L50 100"/>', 'width="100" height="100"'))[0])[1]?.x,
    ).toBe(500);
    expect(corners(traceSvg(svg('<path d="M0 0 L50 0 L50 100"/>', ''))[0])[1]?.x).toBe(750);
  });

  it('gives points a time so targets replay', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L90 10 L90 90"/>'));
    expect(corners(stroke).map((p) => p.t)).toEqual([0, 1600, 3200]);
  });

  describe('straight segments (ADR 031)', () => {
    const icon = (body: string) => svg(body, 'viewBox="0 0 24 24"');
    const ends = (stroke: Traced) =>
      xy([stroke?.points[0] ?? { x: NaN, y: NaN }, stroke?.points.at(-1) ?? { x: NaN, y: NaN }]);

    it('traces a plus icon into its two strokes, end to end', () => {
      const strokes = traceSvg(icon('<path d="M12 3v18M3 12h18"/>'));
      expect(strokes.map(ends)).toEqual([
        [
          [500, 125],
          [500, 875],
        ],
        [
          [125, 500],
          [875, 500],
        ],
      ]);
    });

    it('traces a menu icon into its three strokes', () => {
      const strokes = traceSvg(icon('<path d="M3 6h18M3 12h18M3 18h18"/>'));
      expect(strokes.map((stroke) => ends(stroke)[0]?.[1])).toEqual([250, 500, 750]);
    });

    it('keeps a lone line, one-segment polyline and one-edge polygon', () => {
      for (const shape of [
        '<line x1="3" y1="12" x2="21" y2="12"/>',
        '<polyline points="3 12 21 12"/>',
        '<polygon points="3 12 21 12"/>',
      ]) {
        expect(traceSvg(icon(shape)), shape).toHaveLength(1);
      }
      // A closed shape goes back to its start: the polygon's edge is traced there and back.
      expect(ends(traceSvg(icon('<polygon points="3 12 21 12"/>'))[0])).toEqual([
        [125, 500],
        [125, 500],
      ]);
    });

    it('resamples every side of a rect, the closing one too', () => {
      const [stroke] = traceSvg(icon('<rect x="3" y="3" width="18" height="18"/>'));
      // Four 750-unit sides in 8 equal pieces each: evenly spaced, back to the start.
      expect(stroke?.points).toHaveLength(33);
      for (const gap of gaps(stroke)) expect(gap).toBeCloseTo(93.75, 9);
      expect(xy(corners(stroke))).toEqual([
        [125, 125],
        [875, 125],
        [875, 875],
        [125, 875],
        [125, 125],
      ]);
    });

    it('spaces a resampled line evenly at the thinning distance, no closer, and a long one in 8 pieces', () => {
      const line = (length: number) =>
        traceSvg(
          svg(
            `<line x1="100" y1="100" x2="${100 + length * 0.6}" y2="${100 + length * 0.8}"/>`,
            'viewBox="0 0 1000 1000"',
          ),
        )[0];
      // 20 units: 6 pieces of 3.33 (7 would be under 3, and thinning would drop every other point).
      expect(gaps(line(20))).toHaveLength(6);
      for (const gap of gaps(line(20))) expect(gap).toBeCloseTo(20 / 6, 9);
      // 9 units, exactly three thinning distances: two pieces of 4.5, never a point dropped by rounding.
      expect(gaps(line(9)).map((gap) => gap.toFixed(6))).toEqual(['4.500000', '4.500000']);
      // 800 units: 8 pieces of 100 (as a cubic is flattened), not 266 points.
      for (const gap of gaps(line(800))) expect(gap).toBeCloseTo(100, 9);
      expect(line(800)?.points).toHaveLength(9);
      expect(line(800)?.points.at(-1)).toMatchObject({ x: 580, y: 740 });
    });

    it('still drops a path of the minimum length or less, and one too short for three thinned points', () => {
      const traced = (length: number) =>
        traceSvg(svg(`<line x1="100" y1="100" x2="${100 + length}" y2="100"/>`, 'viewBox="0 0 1000 1000"'));
      expect(traced(4)).toEqual([]);
      expect(traced(5)).toEqual([]);
      // Between 5 and 6 units no three points can lie 3 apart: the thinning rule still drops it.
      expect(traced(5.9)).toEqual([]);
      expect(traced(6.1)).toHaveLength(1);
    });

    it('collapses two coincident lines into one', () => {
      expect(traceSvg(icon('<line x1="3" y1="12" x2="21" y2="12"/><path d="M3 12H21"/>'))).toHaveLength(1);
      expect(traceSvg(icon('<path d="M3 12H21"/><path d="M3 12.1H21"/>'))).toHaveLength(1);
    });

    it('keeps two strokes that start alike and part: near-duplicates are sampled along the whole stroke', () => {
      const strokes = traceSvg(
        svg(
          '<path d="M100 500 C300 500 500 500 900 500"/><path d="M100 500 C300 500 500 500 900 560"/>',
          'viewBox="0 0 1000 1000"',
        ),
      );
      expect(strokes).toHaveLength(2);
    });

    it('caps a stroke at 20,000 points, however long its lines', () => {
      const zigzag = Array.from({ length: 3000 }, (_, i) => `L${i % 2 ? 0 : 1000} ${i / 3}`).join('');
      const [stroke] = traceSvg(svg(`<path d="M0 0${zigzag}"/>`, 'viewBox="0 0 1000 1000"'));
      expect(stroke?.points).toHaveLength(20_000);
    });

    it('stops at 1,000,000 points over all strokes, however many lines', () => {
      // 60 zigzags 10 units apart, each 2,600 lines of 1,000 units: 20,000 points apiece once resampled.
      const zigzag = (y: number) =>
        Array.from({ length: 2600 }, (_, i) => `L${i % 2 ? 0 : 1000} ${y + (i % 4 < 2 ? 0 : 5)}`).join('');
      const paths = Array.from({ length: 60 }, (_, i) => `<path d="M0 ${i * 10}${zigzag(i * 10)}"/>`);
      const strokes = traceSvg(svg(paths.join(''), 'viewBox="0 0 1000 1000"'));
      expect(strokes).toHaveLength(50);
      expect(strokes.reduce((sum, stroke) => sum + stroke.points.length, 0)).toBe(1_000_000);
    });
  });
});
