import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('rounds to the decimals and trims zeros', () => {
    expect(formatNumber(12.3, 3)).toBe('12.3');
    expect(formatNumber(1.23456, 3)).toBe('1.235');
    expect(formatNumber(-3.0501, 3)).toBe('-3.05');
    expect(formatNumber(0.007, 3)).toBe('0.007');
    expect(formatNumber(-0.0004, 3)).toBe('0');
    expect(formatNumber(1000, 3)).toBe('1000');
  });

  it('prints the same number as rounding through toFixed', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(Number(formatNumber(value, 3))).toBeCloseTo(Number(value.toFixed(3)), 3);
      }),
    );
  });
});
