import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * A route family's caching policy, set on the family's router with `.use()`: every answer of it —
 * errors included — carries `Cache-Control: value`, unless its handler chose its own (a signed
 * file's, a static file's). One line per family instead of one per handler.
 */
export function cacheControl(value: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', value);
  };
}

/** For answers that are one person's and change at any moment: no cache may keep one. */
export const privateNoStore = cacheControl('private, no-store');
