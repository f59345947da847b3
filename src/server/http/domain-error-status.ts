import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorKind } from '../services/domain-error';
import { ApiError } from './api-error';

/** The one place a domain error's kind becomes an HTTP status. */
const statusOf: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  provider_failed: 502,
  busy: 503,
};

/**
 * The HTTP answer of a service's refusal: its status, the same `{ message, code }` and, when the
 * service said when to try again, Retry-After. `headers` adds what only the route knows.
 */
export function apiErrorOf(error: DomainError, headers: Readonly<Record<string, string>> = {}): ApiError {
  const retryAfter: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  return new ApiError(statusOf[error.kind], error.message, error.code, { ...retryAfter, ...headers });
}
