/** Back-off doubles from one second and is capped so a long outage never waits past 30 s. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Exponential back-off for TanStack Query: min(1000 × 2^attempt, 30000) ms. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}
