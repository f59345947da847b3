/** A choice's timestamp for 'Status: {status} on {date}', or null for 'Invalid date'. */
export function consentStatusDate(timestamp: string, locale: string): string | null {
  const time = Date.parse(timestamp);
  if (!Number.isFinite(time)) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}
