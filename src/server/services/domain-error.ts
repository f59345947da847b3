/**
 * What kind of rule a request broke, in the domain's words. Services know nothing of HTTP: the
 * error handler maps each kind to its status (src/server/http/domain-error-status.ts).
 */
export type DomainErrorKind =
  /** The input breaks a rule (a bad code, a wrong password, nothing to change). */
  | 'invalid'
  /** Whoever asks is not (or no longer) known: a bad token, credentials or challenge. */
  | 'unauthenticated'
  /** A card payment was refused. */
  | 'payment_declined'
  /** Known, but not allowed: a premium item on a free plan, a missing scope. */
  | 'forbidden'
  | 'not_found'
  /** The current state forbids it: already subscribed, the last admin, a name taken. */
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  /** Too many attempts; `retryAfterSeconds` says when to try again, when known. */
  | 'rate_limited'
  /** An outside service (the payment provider) failed. */
  | 'provider_failed'
  /** The server cannot take the work now; `retryAfterSeconds` says when to try again. */
  | 'busy';

/**
 * A refusal a service throws: its kind, the spec's message and a stable code for the client. Any
 * other error is a bug and becomes a generic 500.
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code?: string,
    /** When the caller may try again (rate limits, a busy server). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
