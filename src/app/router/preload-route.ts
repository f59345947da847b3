import { matchPath } from 'react-router';
import { routeModules, type RoutePath } from './route-modules';

const patterns = (Object.keys(routeModules) as RoutePath[]).filter((path) => path !== '*');

/** The page module path that would render a pathname ('*' for the 404 page). */
export function routePathFor(pathname: string): RoutePath {
  return patterns.find((pattern) => matchPath({ path: pattern, end: true }, pathname)) ?? '*';
}

/**
 * Fetches a route's code ahead of navigation. Failures are ignored here: the navigation itself
 * retries through the chunk-reload guard.
 */
export function preloadRoute(pathname: string): void {
  routeModules[routePathFor(pathname)]().catch(() => undefined);
}
