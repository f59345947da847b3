import { describe, expect, it } from 'vitest';
import { parseSessionLength } from './parse-session-length';

describe('parseSessionLength', () => {
  it('accepts whole minutes from 1 to 120', () => {
    expect(parseSessionLength('1')).toBe(1);
    expect(parseSessionLength(' 10 ')).toBe(10);
    expect(parseSessionLength('120')).toBe(120);
    expect(parseSessionLength('007')).toBe(7);
  });

  it('refuses lengths outside 1–120', () => {
    expect(parseSessionLength('0')).toBeNull();
    expect(parseSessionLength('121')).toBeNull();
    expect(parseSessionLength('1000')).toBeNull();
  });

  it('refuses fractions, signs, exponents and empty text instead of rounding', () => {
    for (const text of ['', ' ', '10.5', '-5', '+5', '1e1', 'ten', '10 min']) {
      expect(parseSessionLength(text)).toBeNull();
    }
  });
});
