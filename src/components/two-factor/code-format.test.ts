import { describe, expect, it } from 'vitest';
import { codeToSlots, isCompleteCode, sanitizeCode } from './code-format';

describe('code format', () => {
  it('strips spaces and dashes from pasted codes', () => {
    expect(sanitizeCode(' 123 456 ')).toBe('123456');
    expect(sanitizeCode('123-456')).toBe('123456');
  });

  it('spreads a code over six slots and cuts the rest', () => {
    expect(codeToSlots('12')).toEqual(['1', '2', '', '', '', '']);
    expect(codeToSlots('123456789')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('accepts exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12a456')).toBe(false);
  });
});
