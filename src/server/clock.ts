/**
 * The server's only source of the current time. Token expiry, billing periods and stored
 * timestamps read it here, so tests can freeze or move time instead of waiting.
 */

let fixedMs: number | undefined;
let offsetMs = 0;

export function nowMs(): number {
  return fixedMs ?? Date.now() + offsetMs;
}

export function now(): Date {
  return new Date(nowMs());
}

/** Test control: stop the clock at the given instant. */
export function setFixedTime(time: Date | number): void {
  fixedMs = typeof time === 'number' ? time : time.getTime();
}

/** Test control: move the clock forward (or back, with a negative value), frozen or running. */
export function advanceTime(ms: number): void {
  if (fixedMs === undefined) offsetMs += ms;
  else fixedMs += ms;
}

/** Test control: back to real time. */
export function resetClock(): void {
  fixedMs = undefined;
  offsetMs = 0;
}
