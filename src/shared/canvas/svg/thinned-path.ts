import { TRACE_CUBIC_SEGMENTS, TRACE_THINNING_DISTANCE } from '../constants';
import type { Subpath } from './subpath';

type Point = [number, number];

const LIMIT = TRACE_THINNING_DISTANCE * TRACE_THINNING_DISTANCE;
/**
 * A straight segment is cut into equal pieces a hair longer than the thinning distance, so that
 * rounding never brings one under it: thinning would then drop the piece's end and leave a gap.
 */
const PIECES_PER_UNIT = (1 - 1e-9) / TRACE_THINNING_DISTANCE;
/**
 * …but into no more pieces than a cubic curve is flattened into: a long line then holds as many
 * points as the same line drawn with C, not one every 3 units (ADR 031 measures why).
 */
const MAX_PIECES = TRACE_CUBIC_SEGMENTS;

/**
 * A subpath as tracing keeps it (spec §9, ADR 031): each straight segment resampled into equal
 * pieces at the thinning distance (at most 8), then every point within that distance of the last
 * kept one dropped. A straight line thus keeps evenly spaced points at least the thinning
 * distance apart, ending on its end point, and a flattened curve thins as before. At most
 * `limit` points are kept.
 */
export class ThinnedPath {
  /** The kept points (the subpath's own tuples where kept as they were). */
  readonly points: Point[] = [];
  private last: Point | null = null;
  // Where the next segment starts: the point last reached, kept or thinned away.
  private at: Point = [0, 0];

  private constructor(private readonly limit: number) {}

  static of(subpath: Subpath, limit: number): ThinnedPath {
    const path = new ThinnedPath(limit);
    const { points, straightEnds } = subpath;
    let straight = 0;
    for (let i = 0; i < points.length; i++) {
      const point = points[i] as Point;
      if (straightEnds[straight] === i) {
        straight++;
        path.lineTo(point);
      } else {
        path.reach(point);
      }
    }
    return path;
  }

  /** Closes the path with a straight segment from its last kept point back to its first. */
  close(): void {
    const first = this.points[0];
    if (!first || !this.last) return;
    this.at = this.last;
    this.lineTo([first[0], first[1]]);
  }

  /** A straight segment to `end`: evenly spaced points, at least the thinning distance apart. */
  private lineTo(end: Point): void {
    const [fromX, fromY] = this.at;
    const dx = end[0] - fromX;
    const dy = end[1] - fromY;
    const pieces = Math.min(MAX_PIECES, Math.floor(Math.sqrt(dx * dx + dy * dy) * PIECES_PER_UNIT));
    for (let i = 1; i < pieces; i++) this.reach([fromX + (dx * i) / pieces, fromY + (dy * i) / pieces]);
    this.reach(end);
  }

  /** A point the path passes through, kept unless it lies within the thinning distance of the last kept one. */
  private reach(point: Point): void {
    this.at = point;
    const last = this.last;
    if (this.points.length >= this.limit) return;
    if (last) {
      const dx = point[0] - last[0];
      const dy = point[1] - last[1];
      if (dx * dx + dy * dy < LIMIT) return;
    }
    this.points.push(point);
    this.last = point;
  }
}
