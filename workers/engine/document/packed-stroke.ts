import type { Point, Stroke } from '../../../src/shared/canvas/stroke';
import type { Bounds } from '../geometry/bounds';
import { shortDecimal } from './short-decimal';

/** Floats per point in PackedStroke.data: x, y, pressure, tiltX, tiltY, t. */
export const POINT_FIELDS = 6;

/**
 * The largest Float32 not above Number.MAX_SAFE_INTEGER (the schema's limit of t): rounding a
 * larger t to Float32 would give 2^53 and an export the schema refuses.
 */
const MAX_PACKED_TIME = 2 ** 53 - 2 ** 29;

/** A stroke's pen: everything but its points. */
export type InkStyle = Omit<Stroke, 'points'>;

/**
 * A committed stroke as the engine keeps it (ADR 029): its points interleaved in one Float32Array
 * (often a view into a buffer shared with the strokes loaded with it) instead of an object of six
 * boxed numbers per point, and its ink bounds (the points' box grown by the size, as nibs may
 * swell past it) as its own fields, so the spatial index holds the strokes themselves. Immutable
 * and shared between history states. A plain object: it survives structured clone, but JSON and
 * saving go through unpackStroke (toDocument), never the object itself.
 */
export interface PackedStroke extends Readonly<Bounds>, Readonly<InkStyle> {
  /** POINT_FIELDS floats a point: x, y, pressure, tiltX, tiltY, t (see Point). */
  readonly data: Float32Array;
}

/** A stroke in either form: the document's (points as objects) or the engine's (packed). */
export type AnyStroke = Stroke | PackedStroke;

/** Whether a stroke is packed. */
export function isPacked(stroke: AnyStroke): stroke is PackedStroke {
  return 'data' in stroke;
}

/** The number of points of a packed stroke. */
export function pointCount(stroke: Pick<PackedStroke, 'data'>): number {
  return stroke.data.length / POINT_FIELDS;
}

/** Writes points into `data` from point index `at` on (Float32 rounding; t capped at the largest safe Float32). */
export function writePoints(data: Float32Array, at: number, points: readonly Point[]): void {
  let o = at * POINT_FIELDS;
  for (const point of points) {
    data[o] = point.x;
    data[o + 1] = point.y;
    data[o + 2] = point.pressure;
    data[o + 3] = point.tiltX;
    data[o + 4] = point.tiltY;
    data[o + 5] = Math.min(point.t, MAX_PACKED_TIME);
    o += POINT_FIELDS;
  }
}

/** The ink bounds of packed points: their box grown by `margin` (an empty list gives an inverted box). */
export function packedBounds(data: Float32Array, margin: number): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let o = 0; o < data.length; o += POINT_FIELDS) {
    const x = data[o] as number;
    const y = data[o + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin };
}

/**
 * A packed stroke of these points and pen. Every stroke is built here, with its fields in one
 * order, so they all share one object shape.
 */
export function packedStroke(
  data: Float32Array,
  style: InkStyle,
  bounds: Bounds = packedBounds(data, style.size),
): PackedStroke {
  return {
    data,
    tool: style.tool,
    size: style.size,
    color: style.color,
    toolParams: style.toolParams,
    minX: bounds.minX,
    minY: bounds.minY,
    maxX: bounds.maxX,
    maxY: bounds.maxY,
  };
}

/** Packs one stroke into its own Float32Array (a drawn stroke's commit, a cut piece). */
export function packStroke(stroke: Stroke): PackedStroke {
  const data = new Float32Array(stroke.points.length * POINT_FIELDS);
  writePoints(data, 0, stroke.points);
  return packedStroke(data, stroke);
}

/** The pen of a stroke alone, without its points (and bounds). */
export function inkStyleOf(stroke: InkStyle): InkStyle {
  return { tool: stroke.tool, size: stroke.size, color: stroke.color, toolParams: stroke.toolParams };
}

/**
 * A point as a stroke keeps it: each field rounded to Float32 (t capped as writePoints does).
 * The live stroke is drawn from these, so committing it changes nothing drawn (the outline's
 * texture is seeded by the first point: a last-bit difference could change it).
 */
export function storedPoint(point: Point): Point {
  return {
    x: Math.fround(point.x),
    y: Math.fround(point.y),
    pressure: Math.fround(point.pressure),
    tiltX: Math.fround(point.tiltX),
    tiltY: Math.fround(point.tiltY),
    t: Math.fround(Math.min(point.t, MAX_PACKED_TIME)),
  };
}

/** Points `from` … `to` − 1 as objects, each number read through `read`. */
function readPoints(
  stroke: PackedStroke,
  from: number,
  to: number,
  read: (value: number) => number,
): Point[] {
  const { data } = stroke;
  const points: Point[] = [];
  for (let i = from; i < to; i++) {
    const o = i * POINT_FIELDS;
    points.push({
      x: read(data[o] as number),
      y: read(data[o + 1] as number),
      pressure: read(data[o + 2] as number),
      tiltX: read(data[o + 3] as number),
      tiltY: read(data[o + 4] as number),
      t: read(data[o + 5] as number),
    });
  }
  return points;
}

const stored = (value: number) => value;

/** Points `from` … `to` − 1 with their stored values: what outlines are computed from. */
export function strokePoints(stroke: PackedStroke, from = 0, to = pointCount(stroke)): Point[] {
  return readPoints(stroke, from, to, stored);
}

/**
 * The stroke as the document format holds it (saving, export, capture): each number the
 * shortest decimal that reads back to the stored Float32 (see shortDecimal), so a file's 12.3
 * exports as 12.3 and export → import → export gives the same text.
 */
export function unpackStroke(stroke: PackedStroke): Stroke {
  return { points: readPoints(stroke, 0, pointCount(stroke), shortDecimal), ...inkStyleOf(stroke) };
}
