import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

const MINUTE_SECONDS = 60;

/**
 * The refusal after too many attempts, saying how long to wait when the answer's Retry-After
 * did: in seconds under a minute, else in minutes rounded up, so a member who waits as told is
 * never refused again. Null when the error is not a 429, for the caller's own message.
 */
export function rateLimitedMessage(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined || seconds <= 0) return t('auth.login.rateLimited');
  if (seconds < MINUTE_SECONDS) return t('auth.login.rateLimitedSeconds', { count: seconds });
  return t('auth.login.rateLimitedMinutes', { count: Math.ceil(seconds / MINUTE_SECONDS) });
}
