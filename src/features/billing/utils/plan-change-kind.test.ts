import { describe, expect, it } from 'vitest';
import { planChangeKind } from './plan-change-kind';

describe('planChangeKind', () => {
  it('reads a move to a higher tier as an upgrade and to a lower one as a downgrade', () => {
    expect(planChangeKind('premium', 'pro')).toBe('upgrade');
    expect(planChangeKind('premium', 'enterprise')).toBe('upgrade');
    expect(planChangeKind('pro', 'premium')).toBe('downgrade');
    expect(planChangeKind('enterprise', 'free')).toBe('downgrade');
  });

  it('reads the same tier as a change of billing cycle', () => {
    expect(planChangeKind('pro', 'pro')).toBe('cycle');
  });
});
