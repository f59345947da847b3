import type { Kysely } from 'kysely';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import type { Clock } from '../../clock';
import {
  countHit,
  deleteRateLimit,
  takeBackoffTurn,
  uncountHit,
  type BackoffSchedule,
} from '../../db/repositories/rate-limits-repository';
import type { DB } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { Logger } from '../../logger';
import { hashToken } from './opaque-token';
import { createRateLimitPurge } from './rate-limit-purge';

/** At most `max` hits per fixed window. */
export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Growing waits: the first `free` attempts pass at once, then each one waits `baseDelayMs`,
 * doubling, up to `maxDelayMs`; the count is forgotten after `forgetMs` without an attempt.
 */
export interface BackoffRule {
  name: string;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

const minute = 60_000;

/**
 * Fixed-window limits. GoTrue's refresh default is 150 per 5 minutes per IP; here that budget is
 * only for refresh tokens that name no session, and each session has its own (ADR 012).
 */
export const rateLimitRules = {
  /** Sign-in attempts (successful ones given back) and registrations, across accounts. */
  signInPerIp: { name: 'sign-in:ip', max: 100, windowMs: 15 * minute },
  /** The current password when changing it: a guess like a sign-in, by someone already signed in. */
  currentPasswordPerUser: { name: 'current-password:user', max: 10, windowMs: 15 * minute },
  forgotPasswordPerAccount: { name: 'forgot-password:account', max: 5, windowMs: 60 * minute },
  forgotPasswordPerIp: { name: 'forgot-password:ip', max: 20, windowMs: 60 * minute },
  /** Google and Apple sign-ins begun: each stores a state row, so a script must not fill the table. */
  oauthStartPerIp: { name: 'oauth-start:ip', max: 30, windowMs: 15 * minute },
  twoFactorPerAccount: { name: 'two-factor:account', max: 10, windowMs: 15 * minute },
  escalationPerUser: { name: 'escalation:user', max: 10, windowMs: 15 * minute },
  refreshPerSession: { name: 'refresh:session', max: 60, windowMs: 5 * minute },
  refreshUnknownTokenPerIp: { name: 'refresh:unknown-token:ip', max: 150, windowMs: 5 * minute },
} as const satisfies Record<string, RateLimitRule>;

/** Too many attempts: with the seconds until the window ends (the Retry-After header). */
export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate_limited', authMessages.rateLimited, authErrorCodes.rateLimited, retryAfterSeconds);
  }
}

const retryAfterSeconds = (retryAt: number, time: number) => Math.max(1, Math.ceil((retryAt - time) / 1000));

/** Counts a hit for `subject` (an email, user id or IP) and throws RateLimitedError past the rule. */
export type RateLimiter = (rule: RateLimitRule, subject: string) => Promise<void>;

export interface RateLimits {
  hit: RateLimiter;
  /** One attempt under a backoff rule; throws RateLimitedError while the wait lasts. */
  takeTurn(rule: BackoffRule, subject: string): Promise<void>;
  /** Takes back a hit or an attempt: it succeeded, or a later limit refused it. */
  giveBack(rule: RateLimitRule | BackoffRule, subject: string): Promise<void>;
  /** Forgets every attempt of the subject under the rule. */
  forget(rule: BackoffRule, subject: string): Promise<void>;
}

/** The waits of a backoff rule, with its free attempts scaled like every limit. */
function backoffSchedule(rule: BackoffRule, multiplier: number): BackoffSchedule {
  const delaysMs: number[] = [];
  for (let delay = rule.baseDelayMs; delay < rule.maxDelayMs; delay *= 2) delaysMs.push(delay);
  return {
    free: Math.max(1, Math.floor(rule.free * multiplier)),
    delaysMs,
    maxDelayMs: rule.maxDelayMs,
    forgetMs: rule.forgetMs,
  };
}

/**
 * Limits kept in the `rate_limits` table, so they hold across server processes. Subjects are
 * stored hashed: the table should not become a list of emails. `multiplier`
 * (RATE_LIMIT_MULTIPLIER) scales every limit for tests and benchmarks; waits stay as they are.
 */
export function createRateLimits(
  db: Kysely<DB>,
  multiplier: number,
  logger: Logger,
  clock: Clock,
): RateLimits {
  const purge = createRateLimitPurge(db, logger);
  const keyOf = (rule: { name: string }, subject: string) => `${rule.name}:${hashToken(subject)}`;
  return {
    async hit(rule, subject) {
      const time = clock.nowMs();
      const { count, windowStart } = await countHit(db, keyOf(rule, subject), time, rule.windowMs);
      await purge.afterWrite(time);
      if (count > Math.max(1, Math.floor(rule.max * multiplier))) {
        throw new RateLimitedError(retryAfterSeconds(windowStart + rule.windowMs, time));
      }
    },
    async takeTurn(rule, subject) {
      const time = clock.nowMs();
      const turn = await takeBackoffTurn(db, keyOf(rule, subject), time, backoffSchedule(rule, multiplier));
      await purge.afterWrite(time);
      if (!turn.allowed) throw new RateLimitedError(retryAfterSeconds(turn.retryAt, time));
    },
    async giveBack(rule, subject) {
      await uncountHit(db, keyOf(rule, subject), clock.nowMs());
    },
    async forget(rule, subject) {
      await deleteRateLimit(db, keyOf(rule, subject));
    },
  };
}
