import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(30)).toBe('00:30');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('rounds partial seconds up, so 00:00 appears only at the end', () => {
    expect(formatCountdown(0.2)).toBe('00:01');
  });
});
