import { ApiError } from '../api/api-error';
import { isRetryableStatus } from '../api/is-retryable-status';

/** A failed query is tried at most this many more times (spec §9). */
export const MAX_QUERY_RETRIES = 3;

/**
 * TanStack Query's `retry`: another try only when it could answer differently. An HTTP answer
 * counts by its status (5xx, 408 and 429 may pass; a 404 or any other 4xx is the answer, so a
 * missing artwork says "not found" at once). An error without a status is a failed fetch (the
 * network), and is worth retrying.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  return error instanceof ApiError ? isRetryableStatus(error.status) : true;
}
