const MINUTE_MS = 60_000;

/** A countdown that can run, pause and change length: endsAt is set while it runs. */
export interface SessionClock {
  /** Milliseconds left when it last stopped (or started). */
  remainingMs: number;
  /** Date.now() at which it reaches zero, while running; null while paused. */
  endsAt: number | null;
}

export function startClock(lengthMs: number, now: number): SessionClock {
  return { remainingMs: lengthMs, endsAt: now + lengthMs };
}

export function remainingMs(clock: SessionClock, now: number): number {
  return clock.endsAt === null ? clock.remainingMs : Math.max(0, clock.endsAt - now);
}

export function pauseClock(clock: SessionClock, now: number): SessionClock {
  if (clock.endsAt === null) return clock;
  return { remainingMs: remainingMs(clock, now), endsAt: null };
}

export function resumeClock(clock: SessionClock, now: number): SessionClock {
  if (clock.endsAt !== null) return clock;
  return { remainingMs: clock.remainingMs, endsAt: now + clock.remainingMs };
}

/** Adds (or with −1 removes) a minute; never below one second left, so removing cannot end the session. */
export function shiftClock(clock: SessionClock, minutes: 1 | -1, now: number): SessionClock {
  if (minutes < 0 && !canRemoveMinute(clock, now)) return clock;
  const delta = minutes * MINUTE_MS;
  return {
    remainingMs: clock.remainingMs + delta,
    endsAt: clock.endsAt === null ? null : clock.endsAt + delta,
  };
}

/** A minute can be removed only while more than a minute is left. */
export function canRemoveMinute(clock: SessionClock, now: number): boolean {
  return remainingMs(clock, now) > MINUTE_MS;
}
