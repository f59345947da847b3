import { z } from 'zod/mini';
import { apiErrorBodySchema } from '../../shared/api-error';
import { ApiError } from './api-error';
import { parseRetryAfter } from './parse-retry-after';

/** A fetch Response, or the typed one the API client (hc) answers: readJson needs only these. */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'headers' | 'json'>;

/**
 * Reads a response with `schema`. A non-OK status becomes an ApiError with the body's message and
 * code (or the status text); a body that does not match the schema is an ApiError too, so callers
 * handle one error type.
 */
export async function readJson<Schema extends z.core.$ZodType>(
  response: ApiResponse,
  schema: Schema,
): Promise<z.output<Schema>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response, body);
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(response.status);
  return parsed.data;
}

/** For endpoints whose success body does not matter: throws like readJson on a non-OK status. */
export async function expectOk(response: ApiResponse): Promise<void> {
  if (response.ok) return;
  throw toApiError(response, await response.json().catch(() => undefined));
}

function toApiError(response: ApiResponse, body: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
  if (parsed.success) return new ApiError(response.status, parsed.data.message, parsed.data.code, retryAfter);
  return new ApiError(response.status, undefined, undefined, retryAfter);
}
