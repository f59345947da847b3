/** The first retry waits this long… */
export const BACKOFF_BASE_MS = 2_000;
/** …doubling each time, up to this (a session may wait days for the network). */
export const BACKOFF_MAX_MS = 10 * 60_000;

/**
 * Exponential back-off with jitter: after `attempts` failed tries, wait 2 s × 2^(attempts − 1),
 * capped, scaled by 0.5–1 so many tabs coming back online do not retry in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling * (0.5 + random() / 2));
}
