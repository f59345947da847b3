/**
 * Wraps an async task so that only one run is in flight: callers arriving while it runs receive
 * the same promise; the next call after it settles starts a new run.
 */
export function singleFlight<T>(task: () => Promise<T>): {
  run: () => Promise<T>;
  current: () => Promise<T> | null;
} {
  let inFlight: Promise<T> | null = null;
  return {
    run() {
      inFlight ??= task().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    current: () => inFlight,
  };
}
