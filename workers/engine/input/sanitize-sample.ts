import type { InputSample } from '../../../src/shared/input-batch';

/** A sample whose every value is finite and in range. */
export type CleanSample = InputSample;

/** PointerEvent tilt range in degrees. */
const MAX_TILT = 90;
/** Pressure the spec assumes when none is known (a mouse's 0.5). */
const NEUTRAL_PRESSURE = 0.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Clamps or drops a raw sample: non-finite x or y drops it (there is no sensible place to
 * draw); non-finite pressure becomes neutral, non-finite tilt upright, and both are clamped;
 * a non-finite or backwards time becomes the previous time so t never runs backwards.
 */
export function sanitizeSample(sample: InputSample, previousTime: number): CleanSample | null {
  if (!Number.isFinite(sample.x) || !Number.isFinite(sample.y)) return null;
  const pressure = Number.isFinite(sample.pressure) ? clamp(sample.pressure, 0, 1) : NEUTRAL_PRESSURE;
  const tiltX = Number.isFinite(sample.tiltX) ? clamp(sample.tiltX, -MAX_TILT, MAX_TILT) : 0;
  const tiltY = Number.isFinite(sample.tiltY) ? clamp(sample.tiltY, -MAX_TILT, MAX_TILT) : 0;
  const timeStamp = Number.isFinite(sample.timeStamp)
    ? Math.max(previousTime, sample.timeStamp)
    : previousTime;
  return { x: sample.x, y: sample.y, pressure, tiltX, tiltY, timeStamp };
}
