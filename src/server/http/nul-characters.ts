import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a value it is given fails the query
 * (SQLSTATE 22021), which would be a 500 for what is only bad input. No field of ours has a use
 * for it, so a NUL in the URL or in any string of a JSON or form body is refused with 400 before
 * a handler runs, and a NUL that reaches the database by another path still answers 400.
 */
export const nulMessage = 'Text must not contain NUL characters';
export const nulCode = 'nul_character';

export function nulError(): ApiError {
  return new ApiError(400, nulMessage, nulCode);
}

/** Whether any string (or object key) in a parsed JSON value holds a NUL; iterative, so deep input cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A NUL can reach a URL only percent-encoded: any `%00` in the path or query is refused. */
export const refuseNulInUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw nulError();
  await next();
};

/** PostgreSQL's refusal of a NUL (or of bytes that are not UTF-8) in a text value. */
export function isInvalidTextError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
