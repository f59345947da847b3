/**
 * What the soak sends: the kinds of request a signed-in member's app makes, and how often each
 * comes relative to the others.
 */
export const REQUEST_KINDS = [
  'config',
  'refresh',
  'analytics',
  'summary',
  'gallery',
  'save-session',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Shares of all requests, in percent. Every page load fetches the runtime configuration; the
 * client refreshes its access token on start and before expiry; page views, time on page and
 * clicks are the most frequent calls; the dashboard summary and the gallery are read on their
 * pages (the gallery a page at a time); a session is saved once per meditation, so rarely.
 */
export const SOAK_MIX: Readonly<Record<RequestKind, number>> = {
  config: 15,
  refresh: 10,
  analytics: 35,
  summary: 15,
  gallery: 20,
  'save-session': 5,
};

/** Draws kinds in proportion to `mix` from `random` (uniform in [0, 1)). */
export function kindPicker(
  mix: Readonly<Record<RequestKind, number>>,
  random: () => number,
): () => RequestKind {
  const total = REQUEST_KINDS.reduce((sum, kind) => sum + mix[kind], 0);
  return () => {
    let remaining = random() * total;
    for (const kind of REQUEST_KINDS) {
      remaining -= mix[kind];
      if (remaining < 0) return kind;
    }
    // random() * total rounds to total only when random() is within an ulp of 1.
    return REQUEST_KINDS.findLast((kind) => mix[kind] > 0) ?? REQUEST_KINDS[0];
  };
}
