import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/api-error';
import { DomainError } from '../services/domain-error';
import { ApiError } from './api-error';
import { isApiPath, type AppEnv } from './app-env';
import { apiErrorOf } from './domain-error-status';
import { isInvalidTextError, nulCode, nulMessage } from './nul-characters';

function errorResponse(c: Context<AppEnv>, status: ContentfulStatusCode, body: ApiErrorBody): Response {
  return isApiPath(c.req.path) ? c.json(body, status) : c.text(body.message, status);
}

/**
 * Errors become `{ message, code? }` JSON under /api and plain text elsewhere — never HTML and
 * never a stack trace. A service's DomainError gets its kind's status (domain-error-status.ts).
 * Unexpected errors are logged with their stack and answered generically.
 */
export const handleError: ErrorHandler<AppEnv> = (thrown, c) => {
  const error = thrown instanceof DomainError ? apiErrorOf(thrown) : thrown;
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    const body: ApiErrorBody =
      error.code === undefined ? { message: error.message } : { message: error.message, code: error.code };
    return errorResponse(c, error.status, body);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return errorResponse(c, error.status, { message: error.message || 'Bad request' });
  }
  // Bad input that slipped past validation into a PostgreSQL query (machine API, a path id).
  if (isInvalidTextError(error)) return errorResponse(c, 400, { message: nulMessage, code: nulCode });
  c.var.logger.error({ err: error }, 'unhandled error');
  return errorResponse(c, 500, { message: 'Internal server error', code: 'internal_error' });
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, { message: 'Not found', code: 'not_found' });
