/** At startup a token with less than this left is refreshed at once (spec §4, §9). */
export const STARTUP_REFRESH_WINDOW_MS = 30_000;

/** The refresh timer never fires sooner than this after a token arrives (spec §9). */
export const MIN_REFRESH_DELAY_MS = 10_000;

/** True when a stored access token must be refreshed before use: no expiry, or under 30 s left. */
export function needsStartupRefresh(exp: number | undefined, nowMs: number): boolean {
  if (exp === undefined) return true;
  return exp * 1000 - nowMs < STARTUP_REFRESH_WINDOW_MS;
}

/**
 * When the token seen at `observedAtMs` becomes due for refresh: `thresholdMs` before expiry, but
 * never sooner than 10 s after it arrived, so a short-lived token cannot cause a refresh loop.
 */
export function refreshDueAt(exp: number | undefined, observedAtMs: number, thresholdMs: number): number {
  const earliest = observedAtMs + MIN_REFRESH_DELAY_MS;
  if (exp === undefined) return earliest;
  return Math.max(earliest, exp * 1000 - thresholdMs);
}
