import { describe, expect, it } from 'vitest';
import { swipeOutcome } from './swipe-outcome';

describe('swipeOutcome', () => {
  it('dismisses at or past the threshold in either direction', () => {
    expect(swipeOutcome(45, 45)).toBe('dismiss');
    expect(swipeOutcome(-60, 45)).toBe('dismiss');
  });

  it('restores a shorter drag', () => {
    expect(swipeOutcome(44, 45)).toBe('restore');
    expect(swipeOutcome(-10, 45)).toBe('restore');
  });
});
