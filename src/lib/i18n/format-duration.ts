const units = [
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * A length of time in whole seconds as the locale writes it ("10 min, 5 sec", "10 Min.,
 * 5 Sek.", "10 min et 5 s"): each non-zero unit through Intl.NumberFormat, joined by
 * Intl.ListFormat, as Intl.DurationFormat's short style does where a browser has it.
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: string[] = [];
  for (const { unit, seconds } of units) {
    const amount = Math.floor(rest / seconds);
    rest -= amount * seconds;
    if (amount > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount));
    }
  }
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts);
}
