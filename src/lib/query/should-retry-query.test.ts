import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { MAX_QUERY_RETRIES, shouldRetryQuery } from './should-retry-query';

describe('shouldRetryQuery', () => {
  it('retries network failures and server errors', () => {
    const retried = [new TypeError('Failed to fetch'), new ApiError(500), new ApiError(503, 'Down')];
    for (const error of retried) expect(shouldRetryQuery(0, error)).toBe(true);
  });

  it('never retries a 404 or any other client error', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 410, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'Not found', 'not_found'))).toBe(false);
    }
  });

  it('does not retry an answer whose body did not match the schema', () => {
    expect(shouldRetryQuery(0, new ApiError(200))).toBe(false);
  });

  it('stops after three retries', () => {
    expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, new ApiError(503))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, new ApiError(503))).toBe(false);
    expect(MAX_QUERY_RETRIES).toBe(3);
  });
});
