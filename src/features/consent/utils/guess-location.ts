/** What the ledger records when the time zone names no country (spec §7). */
export const UNKNOWN_LOCATION = 'Unknown';

let countryByZone: Map<string, string> | undefined;
let regionNames: Intl.DisplayNames | undefined;

/** The English name of the country whose time zone this is, or 'Unknown'. */
export function countryOfTimeZone(
  timeZone: string | undefined,
  timeZonesByCountry: Readonly<Record<string, string>>,
): string {
  countryByZone ??= new Map(
    Object.entries(timeZonesByCountry).flatMap(([country, zones]) =>
      zones.split(' ').map((zone) => [zone, country] as const),
    ),
  );
  const code = timeZone === undefined ? undefined : countryByZone.get(timeZone);
  if (!code) return UNKNOWN_LOCATION;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regionNames.of(code) ?? code;
}

/** The visitor's country guessed from the browser's time zone; the table loads only when asked. */
export async function guessLocation(): Promise<string> {
  const { timeZonesByCountry } = await import('../../../shared/consent/time-zones-by-country');
  return countryOfTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone, timeZonesByCountry);
}
