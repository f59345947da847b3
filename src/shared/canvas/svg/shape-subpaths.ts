import { arcPoints } from './arc-points';
import { parsePathData } from './path-data';
import { allSegmentEnds, type Subpath } from './subpath';
import type { XmlElement } from './xml-tree';

/** Circles and ellipses are flattened into this many segments. */
const ELLIPSE_SEGMENTS = 48;

/** A length attribute as a number (units such as px ignored); undefined when absent or unreadable. */
function length(element: XmlElement, name: string): number | undefined {
  const value = Number.parseFloat(element.attributes[name] ?? '');
  return Number.isFinite(value) ? value : undefined;
}

function pointList(text: string | undefined): Array<[number, number]> {
  const values = (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const points: Array<[number, number]> = [];
  for (let i = 0; i + 1 < values.length; i += 2) {
    const x = values[i] ?? Number.NaN;
    const y = values[i + 1] ?? Number.NaN;
    if (!Number.isFinite(x) || !Number.isFinite(y)) break;
    points.push([x, y]);
  }
  return points;
}

/** A closed shape of straight edges. */
function polygon(points: Array<[number, number]>): Subpath {
  return { points, closed: true, straightEnds: allSegmentEnds(points.length) };
}

function ellipse(cx: number, cy: number, rx: number, ry: number): Subpath[] {
  if (!(rx > 0 && ry > 0)) return [];
  const points: Array<[number, number]> = [];
  for (let i = 0; i < ELLIPSE_SEGMENTS; i++) {
    const angle = (i / ELLIPSE_SEGMENTS) * Math.PI * 2;
    points.push([cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)]);
  }
  return [{ points, closed: true, straightEnds: [] }];
}

function rect(element: XmlElement): Subpath[] {
  const x = length(element, 'x') ?? 0;
  const y = length(element, 'y') ?? 0;
  const width = length(element, 'width') ?? 0;
  const height = length(element, 'height') ?? 0;
  if (!(width > 0 && height > 0)) return [];
  // Per SVG: a missing rx takes ry and vice versa; both are capped at half the side.
  let rx = length(element, 'rx');
  let ry = length(element, 'ry');
  rx = Math.min(Math.max(0, rx ?? ry ?? 0), width / 2);
  ry = Math.min(Math.max(0, ry ?? rx), height / 2);
  if (rx === 0 || ry === 0) {
    return [
      polygon([
        [x, y],
        [x + width, y],
        [x + width, y + height],
        [x, y + height],
      ]),
    ];
  }
  const points: Array<[number, number]> = [[x + rx, y]];
  const straightEnds: number[] = [];
  // Each side is straight up to the corner's start; the corner's arc is a curve.
  const corner = (fromX: number, fromY: number, toX: number, toY: number) => {
    straightEnds.push(points.push([fromX, fromY]) - 1);
    points.push(...arcPoints(fromX, fromY, rx, ry, 0, false, true, toX, toY));
  };
  corner(x + width - rx, y, x + width, y + ry);
  corner(x + width, y + height - ry, x + width - rx, y + height);
  corner(x + rx, y + height, x, y + height - ry);
  corner(x, y + ry, x + rx, y);
  return [{ points, closed: true, straightEnds }];
}

/** The flattened subpaths an element draws (in its own user space), or [] for anything else. */
export function shapeSubpaths(element: XmlElement): Subpath[] {
  switch (element.name) {
    case 'path':
      return parsePathData(element.attributes.d ?? '');
    case 'line':
      return [
        {
          points: [
            [length(element, 'x1') ?? 0, length(element, 'y1') ?? 0],
            [length(element, 'x2') ?? 0, length(element, 'y2') ?? 0],
          ],
          closed: false,
          straightEnds: [1],
        },
      ];
    case 'polyline': {
      const points = pointList(element.attributes.points);
      return [{ points, closed: false, straightEnds: allSegmentEnds(points.length) }];
    }
    case 'polygon':
      return [polygon(pointList(element.attributes.points))];
    case 'rect':
      return rect(element);
    case 'circle': {
      const r = length(element, 'r') ?? 0;
      return ellipse(length(element, 'cx') ?? 0, length(element, 'cy') ?? 0, r, r);
    }
    case 'ellipse':
      return ellipse(
        length(element, 'cx') ?? 0,
        length(element, 'cy') ?? 0,
        length(element, 'rx') ?? 0,
        length(element, 'ry') ?? 0,
      );
    default:
      return [];
  }
}
