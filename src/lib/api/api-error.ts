/** A non-OK API answer: its status, the server's message when it sent one, and its stable code. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    /** The `message` of the server's error body; undefined when the body had none. */
    readonly serverMessage?: string,
    readonly code?: string,
    /** From the Retry-After header (every 429 sends it): seconds to wait before asking again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** True when the error is an ApiError carrying `code` (e.g. a step-up the user cancelled). */
export function hasApiErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/**
 * The server's message for a refused call (4xx: it says what to change), else the translated
 * fallback (spec §8's 'Failed to …'), also for a server error: "Internal server error" says nothing
 * a member can act on, and it is not in the member's language.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback;
}
