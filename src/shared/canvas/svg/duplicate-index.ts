import { TRACE_DUPLICATE_DISTANCE, TRACE_DUPLICATE_SAMPLES, TRACE_DUPLICATE_SHARE } from '../constants';

import { dist2 } from '../../geometry/vec';

type Polyline = ReadonlyArray<readonly [number, number]>;

const NEEDED = Math.ceil(TRACE_DUPLICATE_SHARE * TRACE_DUPLICATE_SAMPLES);
const LIMIT = TRACE_DUPLICATE_DISTANCE * TRACE_DUPLICATE_DISTANCE;
/**
 * A duplicate matches at least NEEDED of the SAMPLES samples, so it matches one of the first
 * SAMPLES − NEEDED + 1 samples (pigeonhole): only strokes with such a sample nearby are compared.
 */
const KEY_SAMPLES = TRACE_DUPLICATE_SAMPLES - NEEDED + 1;

/**
 * Sample k of a stroke: its points at even steps from the first to the last. Spread along the
 * whole stroke, not its first points: straight lines are resampled every few units (ADR 031), so
 * the first points would only say that two strokes start alike.
 */
function sample(points: Polyline, k: number): readonly [number, number] | undefined {
  return points[Math.round((k * (points.length - 1)) / (TRACE_DUPLICATE_SAMPLES - 1))];
}

/** Near-duplicates: most of the sample points coincide and the point counts are similar. */
export function isNearDuplicate(a: Polyline, b: Polyline): boolean {
  const larger = Math.max(a.length, b.length);
  // "Similar" point counts: within a fifth of the larger (at least 2 points apart).
  if (Math.abs(a.length - b.length) > Math.max(2, larger * 0.2)) return false;
  let close = 0;
  for (let k = 0; k < TRACE_DUPLICATE_SAMPLES; k++) {
    const p = sample(a, k);
    const q = sample(b, k);
    if (p && q && dist2(p, q) <= LIMIT) close++;
    // Stop as soon as too many samples are apart to reach the share.
    else if (TRACE_DUPLICATE_SAMPLES - (k + 1 - close) < NEEDED) return false;
  }
  return close >= NEEDED;
}

/**
 * Kept strokes bucketed by their first samples in a grid of the duplicate distance, so checking
 * a new stroke costs the strokes with a sample nearby instead of every stroke kept so far.
 */
export class DuplicateIndex {
  private readonly cells = new Map<number, Polyline[]>();

  /** A numeric key of (key sample k, grid cell): coordinates are bounded (±100,000), so cells fit 16 bits each. */
  private static key(k: number, point: readonly [number, number], dx: number, dy: number): number {
    const cx = Math.floor(point[0] / TRACE_DUPLICATE_DISTANCE) + dx + 32768;
    const cy = Math.floor(point[1] / TRACE_DUPLICATE_DISTANCE) + dy + 32768;
    return (k * 65536 + cx) * 65536 + cy;
  }

  /** Whether a kept stroke is a near-duplicate of `points`. */
  hasDuplicate(points: Polyline): boolean {
    for (let k = 0; k < KEY_SAMPLES; k++) {
      const point = sample(points, k);
      if (!point) continue;
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const candidates = this.cells.get(DuplicateIndex.key(k, point, dx, dy));
          if (!candidates) continue;
          // A candidate may be met twice (through two key samples): comparing again is cheaper than a set.
          for (const other of candidates) if (isNearDuplicate(other, points)) return true;
        }
      }
    }
    return false;
  }

  add(points: Polyline): void {
    for (let k = 0; k < KEY_SAMPLES; k++) {
      const point = sample(points, k);
      if (!point) continue;
      const key = DuplicateIndex.key(k, point, 0, 0);
      const list = this.cells.get(key);
      if (list) list.push(points);
      else this.cells.set(key, [points]);
    }
  }
}
