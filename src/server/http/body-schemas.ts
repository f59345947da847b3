import type { z } from 'zod';

/** Hono keeps a route's original handler here when it wraps it for a sub-app's own error handler. */
const composedHandlerKey = '__COMPOSED_HANDLER';

/** What a body-validating middleware reads: JSON, or a multipart form's text fields and one file. */
export type BodySchema =
  { type: 'json'; schema: z.ZodType } | { type: 'form'; schema: z.ZodType; fileField: string };

const bodySchemas = new WeakMap<object, BodySchema>();

/**
 * Records the body a validating middleware reads, so the app's routes can name their body
 * schemas (the API fuzz test walks `app.routes` and sends each route bodies built from them).
 */
export function withBodySchema<Middleware extends object>(
  middleware: Middleware,
  body: BodySchema,
): Middleware {
  bodySchemas.set(middleware, body);
  return middleware;
}

/** The body one of a route's handlers (as `app.routes` lists them) validates, if it validates one. */
export function bodySchemaOf(handler: unknown): BodySchema | undefined {
  if (typeof handler !== 'function') return undefined;
  const own = bodySchemas.get(handler);
  if (own) return own;
  const wrapped: unknown = (handler as unknown as Record<string, unknown>)[composedHandlerKey];
  return wrapped === undefined ? undefined : bodySchemaOf(wrapped);
}
