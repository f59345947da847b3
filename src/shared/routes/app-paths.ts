/**
 * Every page path of the client router. The client's route modules must cover exactly these
 * (route-modules.ts type-checks against the list), and the server answers any other path with
 * the 404 page and status 404.
 */
export const appPaths = [
  '/',
  '/explore',
  '/science',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/access-denied',
  '/logout',
  '/login-google-callback',
  '/login-apple-callback',
  '/subscription/success',
  '/subscription/cancel',
  '/subscribe',
  '/profile',
  '/meditate',
  '/practice',
  '/practice/gallery',
  '/practice/draw',
  '/manage',
  '/manage/users',
  '/manage/service-accounts',
  '/manage/transactional-messaging',
  '/manage/tracing-options',
  '/manage/subscriptions',
  '/manage/feature-flags',
  // Implied by issue 12's audit log, "viewable and filterable on /manage" (ADR 002).
  '/manage/audit',
  // The consent ledger, "admins can read and export them on /manage" (issue 13, ADR 021).
  '/manage/consents',
  // The local test-mode payment provider's hosted pages; the id is the session's capability.
  '/billing/local/checkout/:sessionId',
  '/billing/local/portal/:sessionId',
] as const;

export type AppPath = (typeof appPaths)[number];

const patternSegments = appPaths.map((path) => path.toLowerCase().split('/'));

/** A `:param` segment matches any one non-empty segment; any other matches itself. */
function segmentMatches(pattern: string, segment: string): boolean {
  return pattern.startsWith(':') ? segment !== '' : pattern === segment;
}

/**
 * Whether the client router renders a page (rather than its 404 page) at a decoded pathname.
 * It matches as react-router does for these paths: case-insensitively, with trailing slashes
 * allowed, a `:param` standing for one whole segment.
 */
export function isAppPath(pathname: string): boolean {
  const segments = (pathname.replace(/\/+$/, '') || '/').toLowerCase().split('/');
  return patternSegments.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => segmentMatches(part, segments[index] ?? '')),
  );
}
