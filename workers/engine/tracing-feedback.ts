import { FEEDBACK_DISTANCE } from '../../src/shared/canvas/constants';
import type { TracingFeedback } from '../../src/shared/canvas/tracing-feedback';
import { POINT_FIELDS, type PackedStroke } from './document/packed-stroke';
import { pointSegmentDistanceSquared } from './geometry/point-segment-distance';

/** Polylines are measured at points this fraction of k apart: fine enough that a gap of k shows. */
const SAMPLES_PER_DISTANCE = 4;

/** Segments bucketed in a uniform grid of cell size k: a lookup touches only the 3×3 cells around a point. */
class SegmentGrid {
  private readonly cells = new Map<number, number[]>();
  // Flat segment storage [ax, ay, bx, by, …] keeps the grid small and the loop tight.
  private readonly coords: number[] = [];

  constructor(private readonly cell: number) {}

  private key(cx: number, cy: number): number {
    // Coordinates are bounded (±MAX_COORDINATE), so cells fit in a collision-free integer key.
    return (cx + 1_000_000) * 4_000_000 + (cy + 1_000_000);
  }

  add(ax: number, ay: number, bx: number, by: number): void {
    const id = this.coords.length / 4;
    this.coords.push(ax, ay, bx, by);
    const x0 = Math.floor(Math.min(ax, bx) / this.cell);
    const x1 = Math.floor(Math.max(ax, bx) / this.cell);
    const y0 = Math.floor(Math.min(ay, by) / this.cell);
    const y1 = Math.floor(Math.max(ay, by) / this.cell);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = this.key(cx, cy);
        const list = this.cells.get(key);
        if (list) list.push(id);
        else this.cells.set(key, [id]);
      }
    }
  }

  /** Whether any segment lies within `distance` (≤ the cell size) of (x, y). */
  near(x: number, y: number, distance: number): boolean {
    const cx = Math.floor(x / this.cell);
    const cy = Math.floor(y / this.cell);
    const limit = distance * distance;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const list = this.cells.get(this.key(cx + dx, cy + dy));
        if (!list) continue;
        for (const id of list) {
          const o = id * 4;
          const c = this.coords;
          if (
            pointSegmentDistanceSquared(x, y, c[o] ?? 0, c[o + 1] ?? 0, c[o + 2] ?? 0, c[o + 3] ?? 0) <= limit
          )
            return true;
        }
      }
    }
    return false;
  }
}

function gridOf(strokes: readonly PackedStroke[], cell: number): SegmentGrid {
  const grid = new SegmentGrid(cell);
  for (const { data } of strokes) {
    if (data.length === POINT_FIELDS)
      grid.add(data[0] as number, data[1] as number, data[0] as number, data[1] as number);
    for (let o = POINT_FIELDS; o < data.length; o += POINT_FIELDS) {
      const p = o - POINT_FIELDS;
      grid.add(data[p] as number, data[p + 1] as number, data[o] as number, data[o + 1] as number);
    }
  }
  return grid;
}

/** The length of `strokes` and the part of it within `distance` of the grid's segments. */
function measure(
  strokes: readonly PackedStroke[],
  grid: SegmentGrid,
  distance: number,
): { total: number; near: number } {
  const step = distance / SAMPLES_PER_DISTANCE;
  let total = 0;
  let near = 0;
  for (const { data } of strokes) {
    for (let o = POINT_FIELDS; o < data.length; o += POINT_FIELDS) {
      const ax = data[o - POINT_FIELDS] as number;
      const ay = data[o - POINT_FIELDS + 1] as number;
      const dx = (data[o] as number) - ax;
      const dy = (data[o + 1] as number) - ay;
      const length = Math.hypot(dx, dy);
      if (length === 0) continue;
      const samples = Math.max(1, Math.ceil(length / step));
      const weight = length / samples;
      for (let s = 0; s < samples; s++) {
        // Sample the middle of each piece so the weights add up to the length exactly.
        const t = (s + 0.5) / samples;
        if (grid.near(ax + dx * t, ay + dy * t, distance)) near += weight;
      }
      total += length;
    }
  }
  return { total, near };
}

/** Below a unit the grid and its sampling grow without bound (0 never ends); above, it means nothing. */
const MIN_DISTANCE = 1;
const MAX_DISTANCE = 1000;

/** A distance the grid can work with: clamped, and the default for NaN or ±Infinity. */
function saneDistance(distance: number): number {
  if (!Number.isFinite(distance)) return FEEDBACK_DISTANCE;
  return Math.min(MAX_DISTANCE, Math.max(MIN_DISTANCE, distance));
}

/**
 * Coverage and accuracy of tracing (k = 10 units by default). Linear in the length of ink and
 * target (a uniform grid answers each "is anything near?" in constant time), so it can run
 * after every stroke. Returns null when there is no target.
 */
export function tracingFeedback(
  targets: readonly PackedStroke[],
  strokes: readonly PackedStroke[],
  requestedDistance = FEEDBACK_DISTANCE,
): TracingFeedback | null {
  if (targets.length === 0) return null;
  const distance = saneDistance(requestedDistance);
  const target = measure(targets, gridOf(strokes, distance), distance);
  const ink = measure(strokes, gridOf(targets, distance), distance);
  return {
    coverage: target.total > 0 ? target.near / target.total : 0,
    accuracy: ink.total > 0 ? ink.near / ink.total : 0,
    targetLength: target.total,
    inkLength: ink.total,
  };
}
