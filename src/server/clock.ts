/**
 * The server's source of the current time. Token expiry, billing periods and stored timestamps
 * read a Clock, so tests can freeze or move time instead of waiting. Services get theirs from
 * their context (AppDeps.clock); code without a context (repositories, seeders) reads the
 * process clock through `nowMs()` and `now()`.
 */
export interface Clock {
  nowMs(): number;
  now(): Date;
}

/** A clock tests (and POST /api/test-clock) may stop and move. */
export interface AdjustableClock extends Clock {
  /** Stops the clock at the given instant. */
  setFixedTime(time: Date | number): void;
  /** Moves the clock forward (or back, with a negative value), frozen or running. */
  advanceTime(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

/** A clock that follows `realMs` (the system time) until told otherwise. */
export function createAdjustableClock(realMs: () => number = Date.now): AdjustableClock {
  let fixedMs: number | undefined;
  let offsetMs = 0;
  const nowMs = () => fixedMs ?? realMs() + offsetMs;
  return {
    nowMs,
    now: () => new Date(nowMs()),
    setFixedTime: (time) => {
      fixedMs = typeof time === 'number' ? time : time.getTime();
    },
    advanceTime: (ms) => {
      if (fixedMs === undefined) offsetMs += ms;
      else fixedMs += ms;
    },
    reset: () => {
      fixedMs = undefined;
      offsetMs = 0;
    },
  };
}

/**
 * The process clock: the system time unless a test, or the test-clock endpoint where it is
 * enabled, moves it. The app's default clock, so services and repositories always agree.
 */
export const serverClock: AdjustableClock = createAdjustableClock();

export function nowMs(): number {
  return serverClock.nowMs();
}

export function now(): Date {
  return serverClock.now();
}

/** Test control of the process clock: stop it at the given instant. */
export function setFixedTime(time: Date | number): void {
  serverClock.setFixedTime(time);
}

/** Test control of the process clock: move it forward (or back, with a negative value). */
export function advanceTime(ms: number): void {
  serverClock.advanceTime(ms);
}

/** Test control of the process clock: back to real time. */
export function resetClock(): void {
  serverClock.reset();
}
