import { describe, expect, it } from 'vitest';
import { needsStartupRefresh, refreshDueAt } from './refresh-timing';

const now = 1_700_000_000_000;

describe('needsStartupRefresh', () => {
  it('refreshes a token without expiry or with under 30 s left', () => {
    expect(needsStartupRefresh(undefined, now)).toBe(true);
    expect(needsStartupRefresh(now / 1000 + 29, now)).toBe(true);
    expect(needsStartupRefresh(now / 1000 - 60, now)).toBe(true);
  });

  it('uses a token with 30 s or more left as it is', () => {
    expect(needsStartupRefresh(now / 1000 + 30, now)).toBe(false);
    expect(needsStartupRefresh(now / 1000 + 900, now)).toBe(false);
  });
});

describe('refreshDueAt', () => {
  it('is the threshold before expiry', () => {
    expect(refreshDueAt(now / 1000 + 900, now, 300_000)).toBe(now + 600_000);
  });

  it('is never sooner than 10 s after the token arrived', () => {
    expect(refreshDueAt(now / 1000 + 5, now, 300_000)).toBe(now + 10_000);
    expect(refreshDueAt(undefined, now, 300_000)).toBe(now + 10_000);
  });
});
