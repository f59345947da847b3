import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An HTTP error meant for the client, thrown by routes and middleware (services throw DomainError,
 * which the error handler maps to one of these): the error handler turns it into
 * `{ message, code }` with its status. Any other error becomes a generic 500.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
