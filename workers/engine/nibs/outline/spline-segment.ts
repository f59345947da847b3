import { SMOOTHING_POINTS_PER_SEGMENT } from '../../../../src/shared/canvas/constants';

/**
 * Smoothing emits up to 8 points per segment (spec), but never closer than this (document
 * units): dense 240 Hz input would otherwise make 8 invisible points per sample. On a smooth
 * curve of radius r, 1-unit chords stray s²/8r ≤ 0.025 units from it for r ≥ 5: invisible even
 * at zoom 5.
 */
const MIN_SUBDIVISION_SPACING = 1;

/** A point the spline passes through. */
interface Knot {
  x: number;
  y: number;
}

/**
 * The uniform Catmull-Rom segment from p1 to p2 as a cubic polynomial:
 * pos(t) = p1 + c1·t + c2·t² + c3·t³, with the chord p1 → p2 and how many samples it gets.
 */
export interface SplineSegment {
  c1x: number;
  c1y: number;
  c2x: number;
  c2y: number;
  c3x: number;
  c3y: number;
  chord: number;
  steps: number;
}

export const emptySegment = (): SplineSegment => ({
  c1x: 0,
  c1y: 0,
  c2x: 0,
  c2y: 0,
  c3x: 0,
  c3y: 0,
  chord: 0,
  steps: 1,
});

/**
 * Writes the segment p1 → p2 of the spline through p0, p1, p2, p3 into `out` (reused: a stroke
 * has thousands of segments). The tangent at p1 is (p2 − p0) / 2, so a segment is final once
 * the point after it is known.
 */
export function splineSegment(p0: Knot, p1: Knot, p2: Knot, p3: Knot, out: SplineSegment): SplineSegment {
  out.c1x = 0.5 * (p2.x - p0.x);
  out.c1y = 0.5 * (p2.y - p0.y);
  out.c2x = 0.5 * (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x);
  out.c2y = 0.5 * (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y);
  out.c3x = 0.5 * (-p0.x + 3 * p1.x - 3 * p2.x + p3.x);
  out.c3y = 0.5 * (-p0.y + 3 * p1.y - 3 * p2.y + p3.y);
  const chordX = p2.x - p1.x;
  const chordY = p2.y - p1.y;
  out.chord = Math.sqrt(chordX * chordX + chordY * chordY);
  out.steps = Math.max(
    1,
    Math.min(SMOOTHING_POINTS_PER_SEGMENT, Math.ceil(out.chord / MIN_SUBDIVISION_SPACING)),
  );
  return out;
}

/** A position on a segment and the (unnormalised) tangent there. */
export interface SplinePoint {
  x: number;
  y: number;
  tangentX: number;
  tangentY: number;
}

/** Writes the segment's position and tangent at t ∈ [0, 1] (from p1, its start) into `out`. */
export function splinePoint(segment: SplineSegment, p1: Knot, t: number, out: SplinePoint): SplinePoint {
  const { c1x, c1y, c2x, c2y, c3x, c3y } = segment;
  out.x = p1.x + (c1x + (c2x + c3x * t) * t) * t;
  out.y = p1.y + (c1y + (c2y + c3y * t) * t) * t;
  out.tangentX = c1x + (2 * c2x + 3 * c3x * t) * t;
  out.tangentY = c1y + (2 * c2y + 3 * c3y * t) * t;
  return out;
}
