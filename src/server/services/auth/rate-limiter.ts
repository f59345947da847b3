import type { Kysely } from 'kysely';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { nowMs } from '../../clock';
import { countHit } from '../../db/repositories/rate-limits-repository';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashToken } from './opaque-token';

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const minute = 60_000;

/** The limits of the issue; GoTrue's refresh default is 150 per 5 minutes per IP. */
export const rateLimitRules = {
  signInPerAccount: { name: 'sign-in:account', max: 10, windowMs: 15 * minute },
  signInPerIp: { name: 'sign-in:ip', max: 100, windowMs: 15 * minute },
  forgotPasswordPerAccount: { name: 'forgot-password:account', max: 5, windowMs: 60 * minute },
  twoFactorPerAccount: { name: 'two-factor:account', max: 10, windowMs: 15 * minute },
  escalationPerUser: { name: 'escalation:user', max: 10, windowMs: 15 * minute },
  refreshPerIp: { name: 'refresh:ip', max: 150, windowMs: 5 * minute },
} as const satisfies Record<string, RateLimitRule>;

/** Answered 429 with the seconds until the window ends, for the Retry-After header. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, authMessages.rateLimited, authErrorCodes.rateLimited, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

export type RateLimiter = (rule: RateLimitRule, subject: string) => Promise<void>;

/**
 * Counts a hit for `subject` (an email, user id or IP) under the rule and throws RateLimitedError
 * past the limit. Subjects are stored hashed: the table should not become a list of emails.
 * `multiplier` (RATE_LIMIT_MULTIPLIER) scales every limit for tests and benchmarks.
 */
export function createRateLimiter(db: Kysely<DB>, multiplier: number): RateLimiter {
  return async (rule, subject) => {
    const time = nowMs();
    const { count, windowStart } = await countHit(
      db,
      `${rule.name}:${hashToken(subject)}`,
      time,
      rule.windowMs,
    );
    if (count > Math.max(1, Math.floor(rule.max * multiplier))) {
      throw new RateLimitedError(Math.max(1, Math.ceil((windowStart + rule.windowMs - time) / 1000)));
    }
  };
}
