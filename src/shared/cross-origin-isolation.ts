/**
 * The two headers that make every page of the app cross-origin isolated, so that pointer input
 * can reach the canvas worker through shared memory (docs/decisions/028-…). One definition for
 * the server, the Vite dev server and the browser tests, so all three serve the same pages.
 */
export const OPENER_POLICY = 'same-origin';
/** Cross-origin subresources load without credentials rather than needing a CORP header. */
export const EMBEDDER_POLICY = 'credentialless';

export const CROSS_ORIGIN_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': OPENER_POLICY,
  'Cross-Origin-Embedder-Policy': EMBEDDER_POLICY,
} as const;
