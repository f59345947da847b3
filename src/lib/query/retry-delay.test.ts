import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay';

describe('retryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('caps the delay at 30 seconds', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});
