import type { ToolParams } from '../../../src/shared/canvas/tool-params';
import type { NibFootprint } from './ellipse';
import { RADIANS_PER_DEGREE, type NibInput } from './nib-model';

/** How a broad nib is cut. */
export interface BroadEdgeCut {
  /** Nib thickness as a share of its width: the hairline a stroke along the edge leaves. */
  thickness: number;
  /** How strongly pressure widens the edge (scaled by pressureSensitivity). */
  pressureGain: number;
}

/** Full pen tilt (tiltX ±90) turns the nib by up to this many degrees at tiltSensitivity 1. */
export const TILT_TURN_DEGREES = 30;
/** The narrowest half-hairline (units): thinner would vanish when antialiased. */
const MIN_HALF_THICKNESS = 0.15;
/** Even nibWidth 0 draws this share of the size, so a stroke never disappears. */
const MIN_NIB_SHARE = 0.05;
/** Light pressure never narrows the edge below this share. */
const MIN_PRESSURE_FACTOR = 0.2;

/**
 * A flat nib of width nibWidth × size at nibAngle, swept along the path: the stroke's width
 * follows |sin(direction − nibAngle)| because the outline is the nib's support on each side.
 * Tilt turns the nib in proportion to tiltSensitivity; pressure widens it in proportion to
 * pressureSensitivity.
 */
export function broadEdgeFootprint(
  input: NibInput,
  params: ToolParams,
  size: number,
  cut: BroadEdgeCut,
  out: NibFootprint,
): void {
  const pressureFactor = Math.max(
    MIN_PRESSURE_FACTOR,
    1 + cut.pressureGain * params.pressureSensitivity * (input.pressure - 0.5),
  );
  out.a = Math.max(MIN_NIB_SHARE, params.nibWidth) * size * 0.5 * pressureFactor;
  out.b = Math.max(out.a * cut.thickness, MIN_HALF_THICKNESS);
  const turn = params.tiltSensitivity * TILT_TURN_DEGREES * (input.tiltX / 90);
  out.angle = (params.nibAngle + turn) * RADIANS_PER_DEGREE;
}
