import type { Stroke } from '../../../src/shared/canvas/stroke';
import { simplifyPolygon } from '../geometry/simplify-polygon';
import { cachedOutline } from '../nibs/cached-outline';

type Polygon = ReadonlyArray<readonly [number, number]>;

/**
 * Simplification tolerance in device pixels at the finest zoom of a level: dropped detail stays
 * under half a pixel, invisible, while a 100-point stroke's ~400-vertex outline shrinks several
 * times (software rasterisation cost follows the vertex count).
 */
const TOLERANCE_PIXELS = 0.25;

const levels = new WeakMap<Stroke, Map<number, Polygon>>();

/** The zoom level of a pixels-per-unit ratio: levels double, so a zoom gesture crosses few. */
export function detailLevel(pixelsPerUnit: number): number {
  return Number.isFinite(pixelsPerUnit) && pixelsPerUnit > 0 ? Math.floor(Math.log2(pixelsPerUnit)) : 0;
}

/** Whether the outline at this level is ready (nothing to compute). */
export function hasLodOutline(stroke: Stroke, level: number): boolean {
  return levels.get(stroke)?.has(level) ?? false;
}

/**
 * A committed stroke's outline simplified for drawing at `level` (detailLevel of the device
 * pixels per document unit), computed once per stroke and level. Exports use the exact outline.
 */
export function lodOutline(stroke: Stroke, level: number): Polygon {
  let byLevel = levels.get(stroke);
  const ready = byLevel?.get(level);
  if (ready) return ready;
  const polygon = simplifyPolygon(cachedOutline(stroke), TOLERANCE_PIXELS / 2 ** level);
  if (!byLevel) {
    byLevel = new Map();
    levels.set(stroke, byLevel);
  }
  byLevel.set(level, polygon);
  return polygon;
}
