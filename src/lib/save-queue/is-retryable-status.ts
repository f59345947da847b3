/**
 * Network errors (0), 408, 429 and 5xx are worth another try; anything else (400, 403, 409…)
 * is final, because sending the same body again cannot change the answer.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
