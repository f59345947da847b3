import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-days-left';

const now = Date.parse('2026-03-01T12:00:00.000Z');

describe('trialDaysLeft', () => {
  it('counts a part day as a whole one', () => {
    expect(trialDaysLeft('2026-03-15T12:00:00.000Z', now)).toBe(14);
    expect(trialDaysLeft('2026-03-15T12:00:01.000Z', now)).toBe(15);
    expect(trialDaysLeft('2026-03-01T17:00:00.000Z', now)).toBe(1);
  });

  it('is 0 at and after the end', () => {
    expect(trialDaysLeft('2026-03-01T12:00:00.000Z', now)).toBe(0);
    expect(trialDaysLeft('2026-02-20T00:00:00.000Z', now)).toBe(0);
  });
});
