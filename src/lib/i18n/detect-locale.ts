export interface LocaleSources {
  /** location.search, e.g. "?lang=ar". */
  search: string;
  /** The preferred_locale cookie's value, if any. */
  cookie: string | undefined;
  /** navigator.languages, most preferred first. */
  languages: readonly string[];
}

/**
 * Picks the locale at load: the `lang` search param, then the preferred_locale cookie, then the
 * browser's languages, then the fallback. Each candidate matches a supported code exactly or by
 * its base language ("ar-EG" → "ar"); unsupported candidates are skipped.
 */
export function detectLocale(sources: LocaleSources, supported: readonly string[], fallback: string): string {
  const candidates = [new URLSearchParams(sources.search).get('lang'), sources.cookie, ...sources.languages];
  for (const candidate of candidates) {
    const match = matchSupported(candidate, supported);
    if (match) return match;
  }
  return fallback;
}

function matchSupported(
  candidate: string | null | undefined,
  supported: readonly string[],
): string | undefined {
  if (!candidate) return undefined;
  const wanted = candidate.trim().toLowerCase();
  if (!wanted) return undefined;
  const exact = supported.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split(/[-_]/)[0];
  return supported.find((code) => code.toLowerCase() === base);
}
