import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from './is-retryable-status';

describe('isRetryableStatus', () => {
  it('retries network errors, timeouts, rate limits and server errors', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(isRetryableStatus(status)).toBe(true);
  });

  it('treats validation, permission and idempotency conflicts as final', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(isRetryableStatus(status)).toBe(false);
  });
});
