import type { RateLimitRule } from '../auth/rate-limiter';

/**
 * Per client address; scaled by RATE_LIMIT_MULTIPLIER like every rule. A visitor sends a few of
 * each per visit; the room is for many visitors behind one address (an office, a school).
 */
export const consentLimits = {
  /** POST /api/consent: every anonymous choice is a row, so a script must not fill the table. */
  choicePerIp: { name: 'consent:ip', max: 120, windowMs: 15 * 60_000 },
  /** POST /api/consents: the ledger only grows. */
  ledgerPerIp: { name: 'consent-ledger:ip', max: 120, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;
