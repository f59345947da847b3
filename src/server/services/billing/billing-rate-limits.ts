import type { RateLimitRule } from '../auth/rate-limiter';

/**
 * Checkout and portal sessions opened per member: each one is a provider call (Stripe's API, or
 * a row of the local provider), so a script must not open them by the thousand. Scaled by
 * RATE_LIMIT_MULTIPLIER like every rule.
 */
export const billingSessionRule = {
  name: 'billing-session:user',
  max: 20,
  windowMs: 10 * 60_000,
} as const satisfies RateLimitRule;
