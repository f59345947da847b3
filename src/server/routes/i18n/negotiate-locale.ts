/** One Accept-Language entry, e.g. `en-GB;q=0.8`. */
interface WeightedTag {
  tag: string;
  q: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part): WeightedTag => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
}

/**
 * The locale to start in: the preferred_locale cookie when it names an available locale, else
 * the best Accept-Language match (by q-value; an exact tag, then its primary subtag, so en-GB
 * finds en), else the default.
 */
export function negotiateLocale(
  request: { cookie: string | undefined; acceptLanguage: string | undefined },
  available: readonly string[],
  fallback: string,
): string {
  if (request.cookie !== undefined && available.includes(request.cookie)) return request.cookie;
  const byLowerCase = new Map(available.map((code) => [code.toLowerCase(), code]));
  for (const { tag } of parseAcceptLanguage(request.acceptLanguage ?? '')) {
    const match = byLowerCase.get(tag) ?? byLowerCase.get(tag.split('-')[0] ?? '');
    if (match !== undefined) return match;
  }
  return fallback;
}
