import type { MiddlewareHandler } from 'hono';
import type { RateLimiter, RateLimitRule } from '../services/auth/rate-limiter';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';

/**
 * Counts a request against `rule` for the caller's address before its body is read, so a flood
 * costs neither parsing nor storage; past the limit it answers 429 with Retry-After.
 */
export function limitByIp(
  rateLimit: RateLimiter,
  rule: RateLimitRule,
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await rateLimit(rule, clientIp(c, trustProxy));
    await next();
  };
}
