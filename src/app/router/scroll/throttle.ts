export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending trailing call now. */
  flush: () => void;
  /** Drops a pending trailing call. */
  cancel: () => void;
}

/**
 * Calls fn at most once per waitMs: the first call runs at once, later calls within the window
 * collapse into one trailing call with the latest arguments (so the final value is never lost).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const run = (args: A) => {
    lastRun = Date.now();
    pendingArgs = undefined;
    fn(...args);
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - lastRun);
    if (remaining <= 0) {
      clearTimer();
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pendingArgs) run(pendingArgs);
    }, remaining);
  };

  throttled.flush = () => {
    clearTimer();
    if (pendingArgs) run(pendingArgs);
  };
  throttled.cancel = () => {
    clearTimer();
    pendingArgs = undefined;
  };
  return throttled;
}
