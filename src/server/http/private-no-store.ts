import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** For answers that are one person's and change at any moment (billing): no cache may keep one. */
export const privateNoStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};
