/** Pressure when moving very slowly: a lingering pen lays more ink. */
const SLOW_PRESSURE = 0.75;
/** Pressure at or above FAST_SPEED. */
const FAST_PRESSURE = 0.25;
/** Speed (document units per ms) that counts as fast: a brisk flick across the page. */
const FAST_SPEED = 3;
/** The simulated pressure follows speed over about this distance (units), so it never jumps. */
const SETTLE_DISTANCE = 12;

/**
 * Simulates pressure from speed for input that has none (a mouse's constant 0.5 or 0): fast
 * strokes thin out, slow ones swell, as with a real pen. One instance per stroke.
 */
export class PressureSimulator {
  private pressure = 0.5;
  private last: { x: number; y: number; t: number } | null = null;

  /** The simulated pressure at (x, y) in document units, time t in ms. */
  next(x: number, y: number, t: number): number {
    const last = this.last;
    this.last = { x, y, t };
    if (!last) return this.pressure;
    const distance = Math.hypot(x - last.x, y - last.y);
    const speed = distance / Math.max(1, t - last.t);
    const target = SLOW_PRESSURE - (SLOW_PRESSURE - FAST_PRESSURE) * Math.min(1, speed / FAST_SPEED);
    this.pressure += (target - this.pressure) * (1 - Math.exp(-distance / SETTLE_DISTANCE));
    return this.pressure;
  }
}

/** A mouse reports a constant 0.5 (or 0); such values carry no pressure information. */
export function isPlaceholderPressure(pressure: number): boolean {
  return pressure === 0 || pressure === 0.5;
}
