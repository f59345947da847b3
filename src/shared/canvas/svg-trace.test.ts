import { describe, expect, it } from 'vitest';
import { TRACED_TOOL_PARAMS } from './tool-params';
import { traceSvg } from './svg-trace';

const svg = (body: string, attributes = 'viewBox="0 0 100 100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
const xs = (stroke: { points: Array<{ x: number }> } | undefined) => stroke?.points.map((p) => p.x) ?? [];

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
    expect(stroke?.points.map((p) => [p.x, p.y])).toEqual([
      [100, 100],
      [300, 100],
      [500, 100],
      [500, 300],
      [100, 500],
    ]);
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
    // The line has only 2 points after thinning, which is not more than 2: dropped.
    expect(strokes).toHaveLength(5);
  });

  it('applies nested group transforms', () => {
    const [stroke] = traceSvg(
      svg('<g transform="translate(10 0)"><g transform="scale(2)"><path d="M0 0 L10 0 L10 10"/></g></g>'),
    );
    expect(xs(stroke)).toEqual([100, 300, 300]);
  });

  it('closes a closed path explicitly when its end is far from its start', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L90 10 L90 90 Z"/>'));
    expect(stroke?.points.at(-1)).toMatchObject({ x: 100, y: 100 });
    expect(stroke?.points).toHaveLength(4);
  });

  it('thins points within 3 units and drops short or tiny paths', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L10.1 10 L10.2 10 L50 10 L50 50"/>'));
    expect(stroke?.points).toHaveLength(3);
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
    expect(traceSvg(svg('<path d="M0 0 L50 0 L50 100"/>', 'width="100" height="100"'))[0]?.points[1]?.x).toBe(
      500,
    );
    expect(traceSvg(svg('<path d="M0 0 L50 0 L50 100"/>', ''))[0]?.points[1]?.x).toBe(750);
  });

  it('gives points a time so targets replay', () => {
    const [stroke] = traceSvg(svg('<path d="M10 10 L90 10 L90 90"/>'));
    expect(stroke?.points.map((p) => p.t)).toEqual([0, 1600, 3200]);
  });
});
