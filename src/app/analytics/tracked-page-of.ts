import { matchPath } from 'react-router';
import { DEFAULT_MINIMUM_TIME_ON_PAGE_SECONDS, type TrackedPage } from '../../lib/analytics/tracked-page';
import { routeModules, type RoutePath } from '../router/route-modules';

const pagePatterns = (Object.keys(routeModules) as RoutePath[]).filter((pattern) => pattern !== '*');

/** Pages that only pass the visitor on: neither a view nor a stay is worth reporting. */
const passThroughPages = new Set<RoutePath>(['/logout', '/login-google-callback', '/login-apple-callback']);

/** The route groups of app-routes.tsx a page can sit in, sent as its context. */
const pageGroups = new Set(['public', 'logged-in', 'manage']);

/** The page a pathname shows: one of the route patterns, or '*' (the 404 page). */
export function pagePatternOf(pathname: string): RoutePath {
  return pagePatterns.find((pattern) => matchPath(pattern, pathname)) ?? '*';
}

/** A stable, readable name per page: 'home', 'practice_gallery', 'not_found'. */
export function pageNameOf(pattern: RoutePath): string {
  if (pattern === '/') return 'home';
  if (pattern === '*') return 'not_found';
  return pattern
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .join('_')
    .replaceAll('-', '_');
}

/**
 * How the page at `pathname` is tracked (spec §2: page views and time on page on most pages),
 * with the route group it sits in (`routeIds`: the ids of the matched routes) as its context.
 */
export function trackedPageOf(pathname: string, routeIds: readonly string[]): TrackedPage {
  const pattern = pagePatternOf(pathname);
  const counted = !passThroughPages.has(pattern);
  const group = routeIds.find((id) => pageGroups.has(id));
  return {
    path: pathname,
    name: pageNameOf(pattern),
    pageView: counted,
    timeOnPage: counted,
    minimumSeconds: DEFAULT_MINIMUM_TIME_ON_PAGE_SECONDS,
    context: group ? { page_group: group } : {},
  };
}
