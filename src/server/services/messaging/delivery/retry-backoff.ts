/** Tries per message before it is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long to wait after the `attempt`-th failed try: 30 s, then doubling (1, 2, 4 min), capped
 * at an hour, so a mail server that is down for minutes is not hammered and not given up on.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS);
}
