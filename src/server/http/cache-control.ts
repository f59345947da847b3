import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * A route family's caching policy, set on the family's router with `.use()`: every answer of it —
 * errors included, though a public family's errors say no-store — carries `Cache-Control: value`, unless its handler chose its own (a signed
 * file's, a static file's). One line per family instead of one per handler.
 */
export function cacheControl(value: string): MiddlewareHandler<AppEnv> {
  // A shared cache may keep a public answer: never a refusal or a failure, which would then be
  // served to everyone until it expires.
  const onError = /\bpublic\b/.test(value) ? 'no-store' : value;
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', c.res.status >= 400 ? onError : value);
  };
}

/** For answers that are one person's and change at any moment: no cache may keep one. */
export const privateNoStore = cacheControl('private, no-store');
