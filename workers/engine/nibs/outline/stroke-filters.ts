import type { SplineSegment } from './spline-segment';

/** Direction is smoothed over this distance (units) so stylus jitter does not flicker a broad nib's width. */
const DIRECTION_SMOOTHING_DISTANCE = 1.5;
/** Speed is smoothed over this time (ms). */
const SPEED_SMOOTHING_MS = 30;
/** The longest time step that counts for speed: a pause is a pause, not a slow stroke. */
const MAX_SPEED_INTERVAL_MS = 100;

/**
 * The running state of the smoothing filters along a stroke: distance travelled, smoothed unit
 * direction and speed, and the last sample's position. Plain numbers, so the builder can copy
 * it to compute the provisional tail without disturbing the stroke's own.
 */
export interface FilterState {
  distance: number;
  dirX: number;
  dirY: number;
  speed: number;
  lastX: number;
  lastY: number;
  started: boolean;
}

export const freshFilterState = (): FilterState => ({
  distance: 0,
  dirX: 1,
  dirY: 0,
  speed: 0,
  lastX: 0,
  lastY: 0,
  started: false,
});

/** The time between two points that counts for speed (ms): at least 1, at most a pause. */
const timeStep = (elapsed: number) => Math.min(MAX_SPEED_INTERVAL_MS, Math.max(1, elapsed));

/**
 * Starts the filters at the stroke's first point p1: the direction is the first segment's
 * tangent (or its chord when the tangent vanishes), the speed the segment's own.
 */
export function startFilters(
  state: FilterState,
  p1: { x: number; y: number },
  p2: { x: number; y: number },
  segment: SplineSegment,
  elapsed: number,
): void {
  const { c1x, c1y, chord } = segment;
  state.started = true;
  state.lastX = p1.x;
  state.lastY = p1.y;
  const tangentLength = Math.sqrt(c1x * c1x + c1y * c1y);
  if (tangentLength > 0) {
    state.dirX = c1x / tangentLength;
    state.dirY = c1y / tangentLength;
  } else if (chord > 0) {
    state.dirX = (p2.x - p1.x) / chord;
    state.dirY = (p2.y - p1.y) / chord;
  }
  state.speed = chord / timeStep(elapsed);
}

/** Moves the smoothed speed toward a segment's speed (`chord` units in `elapsed` ms), by how long it took. */
export function smoothSpeed(state: FilterState, chord: number, elapsed: number): void {
  const dt = timeStep(elapsed);
  const blend = 1 - Math.exp(-dt / SPEED_SMOOTHING_MS);
  state.speed += (chord / dt - state.speed) * blend;
}

/**
 * Advances the filters to the next sample at (x, y) with the path's tangent there: the
 * direction turns toward the tangent by how far the pen moved, and the distance grows.
 */
export function followPath(
  state: FilterState,
  x: number,
  y: number,
  tangentX: number,
  tangentY: number,
): void {
  const movedX = x - state.lastX;
  const movedY = y - state.lastY;
  const moved = Math.sqrt(movedX * movedX + movedY * movedY);
  const tangentLength = Math.sqrt(tangentX * tangentX + tangentY * tangentY);
  if (tangentLength > 1e-9 && moved > 0) {
    const blend = 1 - Math.exp(-moved / DIRECTION_SMOOTHING_DISTANCE);
    const nx = state.dirX + (tangentX / tangentLength - state.dirX) * blend;
    const ny = state.dirY + (tangentY / tangentLength - state.dirY) * blend;
    const n = Math.sqrt(nx * nx + ny * ny);
    // A full reversal passes through zero: keep the old direction rather than divide by it.
    if (n > 1e-6) {
      state.dirX = nx / n;
      state.dirY = ny / n;
    }
  }
  state.distance += moved;
  state.lastX = x;
  state.lastY = y;
}
