/** A renewal, end or trial date in the member's locale, without the time ("12 March 2026"). */
export function formatBillingDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}
