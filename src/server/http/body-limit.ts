import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/**
 * Every body the app takes unless its route says otherwise: auth, consent, analytics and admin
 * JSON are a few fields each, and the Apple callback's form a few kilobytes.
 */
export const defaultBodyLimitBytes = 64 * 1024;

const bodyTooLargeCode = 'body_too_large';
const bodyIncompleteCode = 'body_incomplete';

export interface BodyLimitOptions {
  maxBytes: number;
  /** The 413's message; by default it names the limit. */
  message?: string;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Reads the body into memory while counting it, and refuses it as soon as it passes `maxBytes`:
 * at once when Content-Length says so, else at the first chunk past the limit. The count does not
 * trust Content-Length, which a caller of `app.request()` or a proxy may get wrong. The unread rest
 * is left to the server, which discards it (@hono/node-server drains, then closes the connection).
 * The handler then reads the body as usual (`c.req.json()`, `parseBody()`) from the bounded copy.
 */
async function readWithin(c: Context, { maxBytes, message }: BodyLimitOptions): Promise<void> {
  const tooLarge = () =>
    new ApiError(
      413,
      message ?? `The request body is too large (at most ${formatSize(maxBytes)})`,
      bodyTooLargeCode,
    );
  const raw = c.req.raw;
  if (Number(raw.headers.get('Content-Length')) > maxBytes) throw tooLarge();
  if (!raw.body) return;
  const reader = raw.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away or stalled past the server's timeout mid-body: a 400, not a 500.
      throw new ApiError(400, 'The request body did not arrive whole', bodyIncompleteCode);
    });
    if (done) break;
    size += value.byteLength;
    // Not cancelled: the adapter discards the rest itself, and cancelling its stream may close
    // the connection before the 413 is written.
    if (size > maxBytes) throw tooLarge();
    chunks.push(value);
  }
  // Handed on as the chunks read, not joined: the handler's own read is the only copy.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks.splice(0)) controller.enqueue(chunk);
      controller.close();
    },
  });
  c.req.raw = new Request(raw, { body, duplex: 'half' } as RequestInit);
}

const hasNoBody = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

/** Routes' own limits, so the app-wide default can tell a route that chose one. */
const routeLimits = new WeakSet<MiddlewareHandler<AppEnv>>();

/** A route's own body limit, in place of the app-wide default (e.g. saves of a canvas document). */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler<AppEnv> {
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!hasNoBody(c)) await readWithin(c, options);
    await next();
  };
  routeLimits.add(limit);
  return limit;
}

/**
 * Mounted app-wide, so a new route is bounded without anyone thinking of it: every body gets
 * `defaultBodyLimitBytes` unless the matched route has its own `bodyLimit`, which then applies
 * alone (the default runs first and would otherwise refuse a large save before the route's turn).
 */
export function defaultBodyLimit(maxBytes = defaultBodyLimitBytes): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const routeHasLimit = matchedRoutes(c).some((route) => routeLimits.has(route.handler));
    if (!hasNoBody(c) && !routeHasLimit) await readWithin(c, { maxBytes });
    await next();
  };
}
