/**
 * US dollars as an admin types them ("10", "9.99", "$1,200.50") to integer cents, by the digits
 * rather than by floating point (9.99 * 100 is 998.9999…): null when it is not an amount with at
 * most two decimals.
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Integer cents as the text the form shows for editing: 999 → "9.99", 1000 → "10.00". */
export function centsToDollarsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents as a US dollar price in the reader's locale, always with the cents ("$10.00"). */
export function formatUsd(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
