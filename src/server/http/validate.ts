import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { withBodySchema } from './body-schemas';
import { containsNul, nulError } from './nul-characters';

/** Hono stores validated data only for non-null values, so schemas must produce one. */
type Schema = z.ZodType<NonNullable<unknown>>;

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/** Zod issues as one readable line: `email: Invalid email address; name: Too small …`. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function parseOrThrow<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, formatIssues(result.error), 'validation_failed');
  return result.data;
}

/** Refuses (415) a body not declared as JSON (application/json or …+json). */
export function requireJsonContentType(c: Context): void {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (!jsonMediaType.test(mediaType)) {
    throw new ApiError(415, 'Content-Type must be application/json', 'unsupported_media_type');
  }
}

async function readJson(c: Context): Promise<unknown> {
  requireJsonContentType(c);
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'Malformed JSON body', 'malformed_json');
  }
}

/**
 * Validates the JSON body; the handler reads it typed with `c.req.valid('json')`. A body that is
 * not JSON answers 415, malformed JSON 400, and a schema mismatch 400 naming each bad field —
 * never a 500. Requiring the JSON content type also keeps plain HTML forms (CSRF) out. The body
 * is already bounded when it gets here: the app-wide limit (body-limit.ts) has read it.
 */
export function jsonBody<S extends Schema>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return withBodySchema(
    async (c, next) => {
      const body = await readJson(c);
      const valid = parseOrThrow(schema, body);
      // After the schema, so a field that checks its own characters (a name) says so in its words.
      if (containsNul(body)) throw nulError();
      c.req.addValidatedData('json', valid);
      await next();
    },
    { type: 'json', schema },
  );
}

/** Validates the query string (repeated keys become arrays); read it with `c.req.valid('query')`. */
export function queryParams<S extends Schema>(
  schema: S,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { query: { [K in keyof z.input<S>]?: string | string[] } }; out: { query: z.output<S> } }
> {
  return async (c, next) => {
    const raw = Object.fromEntries(
      Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
    );
    c.req.addValidatedData('query', parseOrThrow(schema, raw));
    await next();
  };
}
