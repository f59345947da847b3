import { packedStroke, pointCount, POINT_FIELDS, type PackedStroke } from './packed-stroke';

/** One position of the eraser: a circle in document units. */
export interface EraserCircle {
  x: number;
  y: number;
  radius: number;
}

/** Pieces of a cut stroke with fewer points than this vanish (spec). */
const MIN_PIECE_POINTS = 2;
/** Outside intervals shorter than this share of a segment are rounding noise, not ink. */
const EPSILON = 1e-9;

/**
 * The eraser circles along a move from (fromX, fromY) to (toX, toY), at most half a radius
 * apart, so a fast flick erases everything it passes over rather than only where samples land.
 */
export function eraserPath(
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
  radius: number,
): EraserCircle[] {
  const distance = Math.hypot(toX - fromX, toY - fromY);
  const steps = Math.max(1, Math.ceil(distance / Math.max(radius / 2, 1e-3)));
  const circles: EraserCircle[] = [];
  for (let step = 1; step <= steps; step++) {
    const t = step / steps;
    circles.push({ x: fromX + (toX - fromX) * t, y: fromY + (toY - fromY) * t, radius });
  }
  return circles;
}

/** The parameter interval [t0, t1] ⊂ [0, 1] of segment a→b inside the circle, or null. */
function insideInterval(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  radius: number,
): [number, number] | null {
  const dx = bx - ax;
  const dy = by - ay;
  const fx = ax - cx;
  const fy = ay - cy;
  const qa = dx * dx + dy * dy;
  const qc = fx * fx + fy * fy - radius * radius;
  if (qa === 0) return qc <= 0 ? [0, 1] : null;
  const qb = 2 * (dx * fx + dy * fy);
  const discriminant = qb * qb - 4 * qa * qc;
  if (discriminant < 0) return null;
  const root = Math.sqrt(discriminant);
  const t0 = (-qb - root) / (2 * qa);
  const t1 = (-qb + root) / (2 * qa);
  if (t0 > 1 || t1 < 0) return null;
  return [Math.max(0, t0), Math.min(1, t1)];
}

/** The parts of [0, 1] outside every interval. */
function outsideIntervals(inside: Array<[number, number]>): Array<[number, number]> {
  inside.sort((p, q) => p[0] - q[0]);
  const outside: Array<[number, number]> = [];
  let cursor = 0;
  for (const [start, end] of inside) {
    if (start > cursor + EPSILON) outside.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < 1 - EPSILON) outside.push([cursor, 1]);
  return outside;
}

/**
 * The piece of a stroke being built: an interpolated first point (where a cut began), a run of
 * the stroke's own points, and an interpolated last point (where the next cut begins). Only
 * indices are kept until the piece is closed, so a stroke the eraser merely came near costs no
 * copying.
 */
class PieceBuilder {
  private head: Float32Array | null = null;
  private from = -1;
  private to = -1;

  constructor(
    private readonly stroke: PackedStroke,
    private readonly pieces: PackedStroke[],
  ) {}

  get empty(): boolean {
    return this.head === null && this.from < 0;
  }

  /** Adds point i of the stroke (the one after the last the piece holds). */
  point(i: number): void {
    if (this.from < 0) this.from = i;
    this.to = i;
  }

  /** Starts an empty piece at `t` along segment i → i + 1. */
  startAt(i: number, t: number): void {
    if (t <= 0) this.point(i);
    else this.head = this.interpolate(i, t);
  }

  /** Ends the piece at `t` along segment i → i + 1 (at its end point, the piece goes on). */
  endAt(i: number, t: number): void {
    if (t >= 1) this.point(i + 1);
    else this.close(this.interpolate(i, t));
  }

  /** Ends the piece: it becomes a stroke if it has enough points, its time restarting at 0. */
  close(tail: Float32Array | null = null): void {
    const { head, from, to } = this;
    this.head = null;
    this.from = -1;
    const whole = from < 0 ? 0 : to - from + 1;
    const count = (head ? 1 : 0) + whole + (tail ? 1 : 0);
    if (count < MIN_PIECE_POINTS) return;
    const data = new Float32Array(count * POINT_FIELDS);
    let o = 0;
    if (head) {
      data.set(head);
      o = POINT_FIELDS;
    }
    if (whole > 0) data.set(this.stroke.data.subarray(from * POINT_FIELDS, (to + 1) * POINT_FIELDS), o);
    if (tail) data.set(tail, data.length - POINT_FIELDS);
    // A piece becomes a stroke of its own, so its time restarts at 0 (t is ms since the stroke began).
    const start = data[POINT_FIELDS - 1] as number;
    if (start !== 0) {
      for (let k = POINT_FIELDS - 1; k < data.length; k += POINT_FIELDS)
        data[k] = (data[k] as number) - start;
    }
    this.pieces.push(packedStroke(data, this.stroke));
  }

  /** The point at `t` along segment i → i + 1, every field interpolated (pressure, tilt and time too). */
  private interpolate(i: number, t: number): Float32Array {
    const { data } = this.stroke;
    const o = i * POINT_FIELDS;
    const point = new Float32Array(POINT_FIELDS);
    for (let k = 0; k < POINT_FIELDS; k++) {
      const a = data[o + k] as number;
      point[k] = a + ((data[o + POINT_FIELDS + k] as number) - a) * t;
    }
    return point;
  }
}

/**
 * Cuts a stroke where the eraser circles touch its ink (a circle's radius grows by half the
 * stroke's size). Returns null if nothing was touched; otherwise the pieces outside the circles
 * (possibly none), each with the original tool and parameters. Cuts fall exactly on the circle's
 * edge: new end points are interpolated, including pressure, tilt and time.
 */
export function cutStroke(stroke: PackedStroke, circles: readonly EraserCircle[]): PackedStroke[] | null {
  const reach = stroke.size / 2;
  const { data } = stroke;
  const count = pointCount(stroke);
  if (count === 1) {
    const x = data[0] as number;
    const y = data[1] as number;
    const touched = circles.some((c) => Math.hypot(x - c.x, y - c.y) <= c.radius + reach);
    return touched ? [] : null;
  }
  let touched = false;
  const pieces: PackedStroke[] = [];
  const piece = new PieceBuilder(stroke, pieces);
  for (let i = 0; i < count - 1; i++) {
    const o = i * POINT_FIELDS;
    const ax = data[o] as number;
    const ay = data[o + 1] as number;
    const bx = data[o + POINT_FIELDS] as number;
    const by = data[o + POINT_FIELDS + 1] as number;
    const inside: Array<[number, number]> = [];
    for (const circle of circles) {
      const interval = insideInterval(ax, ay, bx, by, circle.x, circle.y, circle.radius + reach);
      // A graze exactly on the edge is not a cut.
      if (interval && interval[1] - interval[0] > EPSILON) inside.push(interval);
    }
    if (inside.length === 0) {
      if (piece.empty) piece.point(i);
      piece.point(i + 1);
      continue;
    }
    touched = true;
    const outside = outsideIntervals(inside);
    // A segment wholly inside the eraser ends the piece being built.
    if (outside.length === 0) piece.close();
    for (const [start, end] of outside) {
      if (start > 0 || piece.empty) {
        piece.close();
        piece.startAt(i, start);
      }
      piece.endAt(i, end);
    }
  }
  if (!touched) return null;
  piece.close();
  return pieces;
}
