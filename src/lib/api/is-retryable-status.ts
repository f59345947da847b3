/**
 * Network errors (0), 408, 429 and 5xx are worth another try; anything else (400, 403, 404,
 * 409…) is final, because sending the same request again cannot change the answer. The save
 * queue and the query client both decide by it.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
