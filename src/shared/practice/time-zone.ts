import { z } from 'zod';

/** Area/Location names ("Europe/Berlin", "UTC", "Etc/GMT+5"); refuses offsets such as "+01:00". */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,3}$/;

/** Building a formatter to ask Intl costs about 0.3 ms, and every save and dashboard names a zone. */
const canonicalNames = new Map<string, string>();

/**
 * The zone's canonical IANA name ("europe/berlin" → "Europe/Berlin"), or undefined when the
 * runtime's Intl does not know it. Intl is the judge because days are later counted with it.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.length > 64 || !IANA_NAME.test(name)) return undefined;
  // Zone names are case-insensitive: keyed in lower case, the cache holds at most one entry per zone Intl knows.
  const key = name.toLowerCase();
  const known = canonicalNames.get(key);
  if (known !== undefined) return known;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    canonicalNames.set(key, canonical);
    return canonical;
  } catch {
    return undefined;
  }
}

/** An IANA time zone, read as its canonical name. */
export const TimeZoneSchema = z
  .string()
  .meta({ examples: ['Europe/Berlin', 'UTC'] })
  .transform((name, context) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === undefined) {
      context.addIssue({ code: 'custom', message: 'Must be an IANA time zone such as Europe/Berlin' });
      return z.NEVER;
    }
    return canonical;
  });
