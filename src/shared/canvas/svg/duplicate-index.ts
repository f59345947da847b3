import { TRACE_DUPLICATE_DISTANCE, TRACE_DUPLICATE_SAMPLES, TRACE_DUPLICATE_SHARE } from '../constants';

import { dist2 } from '../../geometry/vec';

type Polyline = ReadonlyArray<readonly [number, number]>;

const NEEDED = Math.ceil(TRACE_DUPLICATE_SHARE * TRACE_DUPLICATE_SAMPLES);
const LIMIT = TRACE_DUPLICATE_DISTANCE * TRACE_DUPLICATE_DISTANCE;
/**
 * A duplicate matches at least NEEDED of the first SAMPLES points, so it matches one of the
 * first SAMPLES − NEEDED + 1 points (pigeonhole): only strokes with such a point nearby are compared.
 */
const KEY_POINTS = TRACE_DUPLICATE_SAMPLES - NEEDED + 1;

/** Near-duplicates: most of the first sample points coincide and the point counts are similar. */
export function isNearDuplicate(a: Polyline, b: Polyline): boolean {
  const larger = Math.max(a.length, b.length);
  // "Similar" point counts: within a fifth of the larger (at least 2 points apart).
  if (Math.abs(a.length - b.length) > Math.max(2, larger * 0.2)) return false;
  let close = 0;
  for (let i = 0; i < TRACE_DUPLICATE_SAMPLES; i++) {
    const p = a[i];
    const q = b[i];
    if (p && q && dist2(p, q) <= LIMIT) close++;
    // Stop as soon as too many samples are apart to reach the share.
    else if (TRACE_DUPLICATE_SAMPLES - (i + 1 - close) < NEEDED) return false;
  }
  return close >= NEEDED;
}

/**
 * Kept strokes bucketed by their first points in a grid of the duplicate distance, so checking
 * a new stroke costs the strokes that start nearby instead of every stroke kept so far.
 */
export class DuplicateIndex {
  private readonly cells = new Map<number, Polyline[]>();

  /** A numeric key of (key point k, grid cell): coordinates are bounded (±100,000), so cells fit 16 bits each. */
  private static key(k: number, point: readonly [number, number], dx: number, dy: number): number {
    const cx = Math.floor(point[0] / TRACE_DUPLICATE_DISTANCE) + dx + 32768;
    const cy = Math.floor(point[1] / TRACE_DUPLICATE_DISTANCE) + dy + 32768;
    return (k * 65536 + cx) * 65536 + cy;
  }

  /** Whether a kept stroke is a near-duplicate of `points`. */
  hasDuplicate(points: Polyline): boolean {
    for (let k = 0; k < KEY_POINTS && k < points.length; k++) {
      const point = points[k] as readonly [number, number];
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const candidates = this.cells.get(DuplicateIndex.key(k, point, dx, dy));
          if (!candidates) continue;
          // A candidate may be met twice (through two key points): comparing again is cheaper than a set.
          for (const other of candidates) if (isNearDuplicate(other, points)) return true;
        }
      }
    }
    return false;
  }

  add(points: Polyline): void {
    for (let k = 0; k < KEY_POINTS && k < points.length; k++) {
      const key = DuplicateIndex.key(k, points[k] as readonly [number, number], 0, 0);
      const list = this.cells.get(key);
      if (list) list.push(points);
      else this.cells.set(key, [points]);
    }
  }
}
