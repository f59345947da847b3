import type { Point, Stroke } from '../../../src/shared/canvas/stroke';

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
function insideInterval(a: Point, b: Point, cx: number, cy: number, radius: number): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - cx;
  const fy = a.y - cy;
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

function lerpPoint(a: Point, b: Point, t: number): Point {
  if (t <= 0) return a;
  if (t >= 1) return b;
  const mix = (p: number, q: number) => p + (q - p) * t;
  return {
    x: mix(a.x, b.x),
    y: mix(a.y, b.y),
    pressure: mix(a.pressure, b.pressure),
    tiltX: mix(a.tiltX, b.tiltX),
    tiltY: mix(a.tiltY, b.tiltY),
    t: mix(a.t, b.t),
  };
}

/** A piece becomes a stroke of its own, so its time restarts at 0 (t is ms since the stroke began). */
function toPiece(stroke: Stroke, points: Point[]): Stroke {
  const start = points[0]?.t ?? 0;
  return {
    ...stroke,
    points: start === 0 ? points : points.map((point) => ({ ...point, t: point.t - start })),
  };
}

/**
 * Cuts a stroke where the eraser circles touch its ink (a circle's radius grows by half the
 * stroke's size). Returns null if nothing was touched; otherwise the pieces outside the circles
 * (possibly none), each with the original tool and parameters. Cuts fall exactly on the circle's
 * edge: new end points are interpolated, including pressure, tilt and time.
 */
export function cutStroke(stroke: Stroke, circles: readonly EraserCircle[]): Stroke[] | null {
  const reach = stroke.size / 2;
  const { points } = stroke;
  if (points.length === 1) {
    const [point] = points;
    const touched =
      point && circles.some((c) => Math.hypot(point.x - c.x, point.y - c.y) <= c.radius + reach);
    return touched ? [] : null;
  }
  let touched = false;
  const pieces: Stroke[] = [];
  let current: Point[] = [];
  const close = () => {
    if (current.length >= MIN_PIECE_POINTS) pieces.push(toPiece(stroke, current));
    current = [];
  };
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i] as Point;
    const b = points[i + 1] as Point;
    const inside: Array<[number, number]> = [];
    for (const circle of circles) {
      const interval = insideInterval(a, b, circle.x, circle.y, circle.radius + reach);
      // A graze exactly on the edge is not a cut.
      if (interval && interval[1] - interval[0] > EPSILON) inside.push(interval);
    }
    if (inside.length === 0) {
      if (current.length === 0) current.push(a);
      current.push(b);
      continue;
    }
    touched = true;
    const outside = outsideIntervals(inside);
    // A segment wholly inside the eraser ends the piece being built.
    if (outside.length === 0) close();
    for (const [start, end] of outside) {
      if (start > 0 || current.length === 0) {
        close();
        current.push(lerpPoint(a, b, start));
      }
      current.push(lerpPoint(a, b, end));
      if (end < 1) close();
    }
  }
  close();
  return touched ? pieces : null;
}
