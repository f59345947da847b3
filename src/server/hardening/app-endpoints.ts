import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';

/** `METHOD path` as Hono registered it, e.g. `GET /api/gallery/:id`. */
export type EndpointKey = `${string} ${string}`;

/**
 * Every endpoint the app answers, read from the app itself (sub-apps mounted with `route()`
 * included): each method and path that ends in a handler, once, sorted. Middleware registered
 * with `use()` (Hono tells it by its `next` parameter) is not an endpoint.
 */
// The app's environment does not matter here, only its routes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function appEndpoints(app: Hono<any, any, any>): EndpointKey[] {
  const keys = inspectRoutes(app)
    .filter((route) => !route.isMiddleware)
    .map((route): EndpointKey => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}
