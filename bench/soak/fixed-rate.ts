/** Time as the scheduler sees it: the wall clock in the bench, a fake one in its test. */
export interface SchedulerClock {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const wallClock: SchedulerClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface FixedRateOptions {
  ratePerSecond: number;
  durationSeconds: number;
  /**
   * Sends request `index`, due at `dueAt` on the clock (latency counts from there, so a late send
   * is the load's delay, not hidden). Must not reject.
   */
  fire(index: number, dueAt: number): Promise<void>;
  clock?: SchedulerClock;
}

/** When request `index` is due, in ms from the start, at `ratePerSecond`. */
export const dueOffset = (index: number, ratePerSecond: number) => (index * 1000) / ratePerSecond;

/**
 * An open-loop load: `ratePerSecond × durationSeconds` requests at fixed times, whatever the
 * server's pace. A request never waits for earlier ones to answer (unlike a closed loop of
 * connections, which slows down with the server and hides its stalls); after a late wake-up every
 * request already due goes at once. Resolves when all were sent and have settled.
 */
export async function runAtFixedRate({
  ratePerSecond,
  durationSeconds,
  fire,
  clock = wallClock,
}: FixedRateOptions): Promise<void> {
  const total = Math.round(ratePerSecond * durationSeconds);
  const start = clock.now();
  const sent: Promise<void>[] = [];
  let index = 0;
  while (index < total) {
    const elapsed = clock.now() - start;
    for (; index < total && dueOffset(index, ratePerSecond) <= elapsed; index += 1)
      sent.push(fire(index, start + dueOffset(index, ratePerSecond)));
    if (index < total) await clock.sleep(dueOffset(index, ratePerSecond) - elapsed);
  }
  await Promise.all(sent);
}
