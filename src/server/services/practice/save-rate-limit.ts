import type { MiddlewareHandler } from 'hono';
import type { AuthedEnv } from '../../http/app-env';
import type { RateLimiter, RateLimitRule } from '../auth/rate-limiter';

/**
 * Saves per member (sessions and drawings together): room for a burst of sessions that waited
 * offline, far below what a script would send. Scaled by RATE_LIMIT_MULTIPLIER like every rule.
 */
export const saveRateLimitRule = {
  name: 'save:user',
  max: 30,
  windowMs: 10 * 60_000,
} as const satisfies RateLimitRule;

/**
 * Counts the attempt before the body is read, so a flood costs neither parsing nor storage; past
 * the limit it answers 429 with Retry-After, which the client's save queue waits out and retries.
 */
export function limitSaves(rateLimit: RateLimiter): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    await rateLimit(saveRateLimitRule, c.var.user.id);
    await next();
  };
}
