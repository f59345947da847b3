/**
 * US cents as a price in the member's locale ("$9.99", "‏9٫99 US$"). Whole dollars drop the
 * cents ("$0", "$120") so a plan grid reads calmly; any other amount shows both digits.
 */
export function formatPrice(cents: number, locale: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
