import { ApiError } from '../api/api-error';

/** A failed query is tried at most this many more times (spec §9). */
export const MAX_QUERY_RETRIES = 3;

/**
 * TanStack Query's `retry`: another try only for a network failure or a server error (issue 17).
 * Any 4xx is the answer: a missing artwork says "not found" at once, and a 429 is not hammered
 * again (the page shows how long to wait). An error without a status is a failed fetch.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  return error instanceof ApiError ? error.status >= 500 : true;
}
