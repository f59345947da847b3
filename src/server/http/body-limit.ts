import { Readable } from 'node:stream';
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

/** The first buffer's size at most when Content-Length is larger: a header costs nothing to send. */
const INITIAL_BUFFER_MAX_BYTES = 1024 * 1024;

/** Each request's body as readWithin read it: one buffer of its own, exactly the body's size. */
const boundedBodies = new WeakMap<Request, Uint8Array>();

/**
 * The body's chunks: from the Node request when the app runs on a socket (no web stream between),
 * else from the Request (`app.request()` in tests). Neither is cancelled when reading stops early:
 * the adapter discards the rest itself, and closing its stream may close the connection before
 * the 413 is written.
 */
function bodyChunks(c: Context<AppEnv>): AsyncIterable<Uint8Array> | Iterable<Uint8Array> {
  const incoming = c.env?.incoming;
  if (incoming instanceof Readable && !incoming.readableDidRead)
    return incoming.iterator({ destroyOnReturn: false });
  return c.req.raw.body?.values({ preventCancel: true }) ?? [];
}

/**
 * Reads the body into memory while counting it, and refuses it as soon as it passes `maxBytes`:
 * at once when Content-Length says so, else at the first chunk past the limit. The count does not
 * trust Content-Length, which a caller of `app.request()` or a proxy may get wrong. The unread rest
 * is left to the server, which discards it (@hono/node-server drains, then closes the connection).
 * Chunks are copied into one buffer as they arrive, so no single copy holds other requests; the
 * handler reads the body as usual (`c.req.json()`, `parseBody()`), or takes the buffer itself
 * with takeBoundedBody.
 */
async function readWithin(c: Context<AppEnv>, { maxBytes, message }: BodyLimitOptions): Promise<void> {
  const tooLarge = () =>
    new ApiError(
      413,
      message ?? `The request body is too large (at most ${formatSize(maxBytes)})`,
      bodyTooLargeCode,
    );
  const raw = c.req.raw;
  const declared = Number(raw.headers.get('Content-Length'));
  if (declared > maxBytes) throw tooLarge();
  const declaredSize = Number.isSafeInteger(declared) && declared > 0 ? declared : undefined;
  // Doubling stops at the declared size, past it only as far as more bytes actually arrive.
  const growthCeiling = declaredSize ?? maxBytes;
  const chunks = bodyChunks(c);
  let bytes = new Uint8Array(declaredSize ? Math.min(declaredSize, INITIAL_BUFFER_MAX_BYTES) : 16 * 1024);
  let size = 0;
  try {
    for await (const chunk of chunks) {
      if (size + chunk.byteLength > maxBytes) throw tooLarge();
      if (size + chunk.byteLength > bytes.byteLength) {
        // Grown by doubling up to the declared size, so the copies add up to the body's size once
        // more at most, and an honest Content-Length ends in a buffer of exactly its size.
        // (Both bounds are within maxBytes: the declared size and what arrived were checked above.)
        const grown = new Uint8Array(
          Math.max(Math.min(bytes.byteLength * 2, growthCeiling), size + chunk.byteLength),
        );
        grown.set(bytes.subarray(0, size));
        bytes = grown;
      }
      bytes.set(chunk, size);
      size += chunk.byteLength;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away or stalled past the server's timeout mid-body: a 400, not a 500.
    throw new ApiError(400, 'The request body did not arrive whole', bodyIncompleteCode);
  }
  const body = size === bytes.byteLength ? bytes : bytes.slice(0, size);
  c.req.raw = new Request(raw, {
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body);
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  boundedBodies.set(c.req.raw, body);
}

/**
 * The body readWithin read, as an ArrayBuffer of its own that can be transferred to a worker
 * without a copy. The request's own body is unusable afterwards. Throws when no bodyLimit read it.
 */
export function takeBoundedBody(c: Context<AppEnv>): ArrayBuffer {
  const body = boundedBodies.get(c.req.raw);
  if (!body) throw new Error('takeBoundedBody needs a bodyLimit before it');
  boundedBodies.delete(c.req.raw);
  return body.buffer as ArrayBuffer;
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
