/** Whole minutes and the remaining seconds of a duration (negative or fractional input is clamped and floored). */
export function splitDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
