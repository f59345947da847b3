import { describe, expect, it } from 'vitest';
import { makeTestToken } from '../auth/test-tokens';
import { REUSE_MARGIN_MS, reusableUntil } from './reusable-until';

describe('reusableUntil', () => {
  it('ends a margin before the token expires', () => {
    const exp = 2_000_000_000;
    expect(reusableUntil(makeTestToken({ sub: 'u1', exp }))).toBe(exp * 1000 - REUSE_MARGIN_MS);
  });

  it('never reuses a token without a readable expiry', () => {
    expect(reusableUntil('esc-opaque')).toBeNull();
    expect(reusableUntil(makeTestToken({ sub: 'u1' }))).toBeNull();
  });
});
