import { describe, expect, it } from 'vitest';
import { centsToDollarsText, formatUsd, parseDollars } from './dollars';

describe('parseDollars', () => {
  it('turns typed dollars into exact integer cents', () => {
    expect(parseDollars('10')).toBe(1000);
    expect(parseDollars('9.99')).toBe(999);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('1.1')).toBe(110);
    expect(parseDollars(' $1,200.50 ')).toBe(120050);
    expect(parseDollars('0')).toBe(0);
  });

  it('has no floating-point drift where multiplying would have it', () => {
    for (const text of ['0.07', '1.15', '4.35', '19.99', '1234.56', '8.29']) {
      const [whole, fraction] = text.split('.');
      expect(parseDollars(text)).toBe(Number(whole) * 100 + Number(fraction));
    }
    // The float way is wrong for some of these:
    expect(Math.trunc(4.35 * 100)).not.toBe(435);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', '.', '.5', '-1', '1.999', '1,00', 'ten', '1e3', '12.', '$']) {
      expect(parseDollars(text)).toBeNull();
    }
  });
});

describe('centsToDollarsText and formatUsd', () => {
  it('shows cents as editable dollars and as a price', () => {
    expect(centsToDollarsText(999)).toBe('9.99');
    expect(centsToDollarsText(1000)).toBe('10.00');
    expect(centsToDollarsText(5)).toBe('0.05');
    expect(parseDollars(centsToDollarsText(47990))).toBe(47990);
    expect(formatUsd(1000, 'en')).toBe('$10.00');
    expect(formatUsd(16800, 'en')).toBe('$168.00');
  });
});
