import type { ToolParams } from '../../../src/shared/canvas/tool-params';
import type { PenTool } from '../../../src/shared/canvas/tools';
import type { NibFootprint } from './ellipse';

/** What a nib sees at one smoothed sample. */
export interface NibInput {
  /** Pressure 0–1 after the pressure curve (or simulated for a mouse). */
  pressure: number;
  /** PointerEvent tilt in degrees, −90–90. */
  tiltX: number;
  tiltY: number;
  /** Pen speed in document units per ms (smoothed). */
  speed: number;
  /** Unit direction of travel. */
  dirX: number;
  dirY: number;
}

/**
 * A calligraphy nib: how its footprint responds to pressure, tilt and speed. Tapering, texture
 * and angle wobble are applied on top by the outline builder from the ToolParams, the same way
 * for every nib, so each model file holds only what makes that pen itself.
 */
export interface NibModel {
  tool: PenTool;
  /** Writes the footprint (semi-axes in document units, angle in radians) for one sample. */
  footprint(input: NibInput, params: ToolParams, size: number, out: NibFootprint): void;
  /** The share of the width left at a fully tapered end: pointed nibs reach a hairline, broad ones keep their edge. */
  taperFloor: number;
  /** The wavelength of width texture in multiples of the stroke size (small = striated). */
  textureWavelength: number;
}

/** Degrees to radians. */
export const RADIANS_PER_DEGREE = Math.PI / 180;

/** Pressure as felt by the nib: 0.5 (neutral) at sensitivity 0, the raw pressure at sensitivity 1. */
export function feltPressure(pressure: number, sensitivity: number): number {
  return 0.5 + (pressure - 0.5) * sensitivity;
}

/** How far the pen is laid over, 0 (upright) to 1 (flat), from PointerEvent tilts. */
export function tiltAmount(tiltX: number, tiltY: number): number {
  return Math.min(1, Math.hypot(tiltX, tiltY) / 90);
}
