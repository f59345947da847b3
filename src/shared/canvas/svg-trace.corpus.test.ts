import { describe, expect, it } from 'vitest';
import { traceSvg } from './svg-trace';
import { shapeSubpaths } from './svg/shape-subpaths';
import { parseXmlTree, type XmlElement } from './svg/xml-tree';

/** Stroke icons drawn for this test (lines, rects, polylines, polygons, arcs, curves, transforms): ADR 031. */
const icons = Object.entries(
  import.meta.glob<string>('./svg/__fixtures__/icons/*.svg', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => ({ name: file.replace(/^.*\/|\.svg$/g, ''), text }));

/** The subpaths an icon draws (its fixtures hold no hidden or skipped elements). */
function subpathCount(element: XmlElement): number {
  return element.children.reduce((sum, child) => sum + subpathCount(child), shapeSubpaths(element).length);
}

describe('traceSvg over the icon corpus', () => {
  const traced = icons.map(({ name, text }) => {
    const root = parseXmlTree(text);
    if (!root) throw new Error(`${name} is not XML`);
    return { name, paths: subpathCount(root), strokes: traceSvg(text) };
  });

  it('reads 76 icons drawing 220 paths', () => {
    expect(traced).toHaveLength(76);
    expect(traced.reduce((sum, icon) => sum + icon.paths, 0)).toBe(220);
  });

  it('gives every icon a stroke to trace', () => {
    expect(traced.filter((icon) => icon.strokes.length === 0).map((icon) => icon.name)).toEqual([]);
  });

  it('keeps 215 of the 220 paths: only the five dots (h.01) go, shorter than the minimum length', () => {
    expect(traced.reduce((sum, icon) => sum + icon.strokes.length, 0)).toBe(215);
    const losing = traced.filter((icon) => icon.strokes.length < icon.paths);
    expect(losing.map((icon) => [icon.name, icon.paths - icon.strokes.length])).toEqual([
      ['dotted-target', 3],
      ['signal', 1],
      ['warning', 1],
    ]);
  });

  it('traces finite points inside the page', () => {
    const inside = (x: number) => x >= 0 && x <= 1000;
    const outside = traced.flatMap(({ name, strokes }) =>
      strokes.flatMap((stroke) => stroke.points.filter((p) => !inside(p.x) || !inside(p.y)).map(() => name)),
    );
    expect(outside).toEqual([]);
  });
});
