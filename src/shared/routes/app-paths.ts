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
] as const;

export type AppPath = (typeof appPaths)[number];

const lowerCasePaths = new Set<string>(appPaths.map((path) => path.toLowerCase()));

/**
 * Whether the client router renders a page (rather than its 404 page) at a decoded pathname.
 * It matches as react-router does for these static paths: case-insensitively, with trailing
 * slashes allowed.
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return lowerCasePaths.has(trimmed.toLowerCase());
}
