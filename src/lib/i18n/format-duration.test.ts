import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

/** ICU puts no-break spaces inside units ("5\u202fs"); compare the words. */
const spaced = (text: string) => text.replace(/\s/gu, ' ');

describe('formatDuration', () => {
  it('writes each non-zero unit in the locale, joined as the locale joins units', () => {
    expect(spaced(formatDuration(605, 'en'))).toBe('10 min, 5 sec');
    expect(spaced(formatDuration(605, 'fr'))).toBe('10 min et 5 s');
    expect(spaced(formatDuration(605, 'de'))).toBe('10 Min., 5 Sek.');
    expect(spaced(formatDuration(605, 'es'))).toBe('10 min y 5 s');
  });

  it('leaves out zero units but always says something', () => {
    expect(formatDuration(600, 'en')).toBe('10 min');
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(0, 'en')).toBe('0 sec');
    expect(formatDuration(3600 + 5, 'en')).toBe('1 hr, 5 sec');
  });

  it('rounds to whole seconds and never goes below zero', () => {
    expect(formatDuration(61.4, 'en')).toBe('1 min, 1 sec');
    expect(formatDuration(-3, 'en')).toBe('0 sec');
  });

  it('writes Arabic with its own unit words', () => {
    expect(formatDuration(605, 'ar')).toBe(
      new Intl.ListFormat('ar', { type: 'unit', style: 'short' }).format([
        new Intl.NumberFormat('ar', { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(10),
        new Intl.NumberFormat('ar', { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(5),
      ]),
    );
    expect(formatDuration(605, 'ar')).not.toContain('min');
  });
});
