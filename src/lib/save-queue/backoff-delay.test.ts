import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from './backoff-delay';

describe('backoffDelay', () => {
  it('doubles with each attempt, with at most half taken off by jitter', () => {
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(2, () => 1)).toBe(BACKOFF_BASE_MS * 2);
    expect(backoffDelay(4, () => 1)).toBe(BACKOFF_BASE_MS * 8);
    expect(backoffDelay(4, () => 0)).toBe(BACKOFF_BASE_MS * 4);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});
