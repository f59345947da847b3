import type { RateLimitRule } from '../auth/rate-limiter';

/**
 * Track and identify calls together, per client address: page views, time on page and clicks of
 * an active visitor are a few a minute; this leaves room for many visitors behind one address.
 * Scaled by RATE_LIMIT_MULTIPLIER like every rule.
 */
export const analyticsPerIp = {
  name: 'analytics:ip',
  max: 600,
  windowMs: 5 * 60_000,
} as const satisfies RateLimitRule;
