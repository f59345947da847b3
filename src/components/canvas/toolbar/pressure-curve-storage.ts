import { PressureCurveSchema, type PressureCurve } from '../../../shared/canvas/tools';

/** One pressure curve per user on this device; signed-out visitors share one. */
export function pressureCurveKey(userId: string | null | undefined): string {
  return `quietline:pressure-curve:${userId ?? 'guest'}`;
}

export function readPressureCurve(
  userId: string | null | undefined,
  storage: Storage = localStorage,
): PressureCurve {
  try {
    const parsed = PressureCurveSchema.safeParse(storage.getItem(pressureCurveKey(userId)));
    return parsed.success ? parsed.data : 'linear';
  } catch {
    return 'linear'; // storage blocked (privacy modes)
  }
}

export function writePressureCurve(
  userId: string | null | undefined,
  curve: PressureCurve,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(pressureCurveKey(userId), curve);
  } catch {
    // Not stored: the curve still applies for this visit.
  }
}
