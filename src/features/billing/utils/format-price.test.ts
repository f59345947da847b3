import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats US cents in the given locale, with cents only when there are some', () => {
    expect(formatPrice(999, 'en')).toBe('$9.99');
    expect(formatPrice(9590, 'en')).toBe('$95.90');
    expect(formatPrice(12000, 'en')).toBe('$120');
    expect(formatPrice(0, 'en')).toBe('$0');
    expect(formatPrice(123456, 'en')).toBe('$1,234.56');
  });

  it('uses the locale’s own digits and symbol placement', () => {
    expect(formatPrice(999, 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(9.99),
    );
    expect(formatPrice(999, 'de')).toMatch(/^9,99\s\$$/);
  });
});
