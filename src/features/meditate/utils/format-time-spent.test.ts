import { describe, expect, it } from 'vitest';
import { formatTimeSpent } from './format-time-spent';

describe('formatTimeSpent', () => {
  it('shows whole seconds as mm:ss', () => {
    expect(formatTimeSpent(0, 61_400)).toBe('01:01');
    expect(formatTimeSpent(5_000, 0)).toBe('00:00');
  });
});
