import type { PressureCurve } from '../../../src/shared/canvas/tools';

/** Exponents of the curves: soft lifts light touches (p^0.6), firm needs a heavier hand (p^1.6). */
const EXPONENTS: Record<PressureCurve, number> = { soft: 0.6, linear: 1, firm: 1.6 };

/** Maps raw stylus pressure (0–1) through the user's curve before the nibs see it. */
export function applyPressureCurve(pressure: number, curve: PressureCurve): number {
  const clamped = Math.min(1, Math.max(0, pressure));
  return clamped ** EXPONENTS[curve];
}
