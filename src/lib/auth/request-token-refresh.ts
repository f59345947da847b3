import type { RefreshRequest } from '../../shared/auth/auth-requests';
import type { TokenPair } from '../../shared/auth/auth-responses';
import { isRecord } from '../../shared/is-record';

/** Why a refresh did not produce tokens: the server refused, or it could not be reached. */
export class RefreshRejectedError extends Error {
  override name = 'RefreshRejectedError';
}

/**
 * POST /api/auth/refresh {refreshToken} → a new pair. A non-OK answer or a complete body that is
 * not a token pair rejects with RefreshRejectedError. A network failure rejects with fetch's own
 * error, and so does a body cut off in transit (the page unloading, the connection dropping): that
 * is no answer from the server, so it must not end the session. A stored session refreshes at
 * startup, whose JavaScript holds neither hono's typed client nor zod (ADR 034): plain fetch here.
 */
export async function requestTokenRefresh(refreshToken: string): Promise<TokenPair> {
  const response = await fetch('/api/auth/refresh', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken } satisfies RefreshRequest),
  });
  if (!response.ok) throw new RefreshRejectedError(`HTTP ${response.status}`);
  const text = await response.text(); // a read that fails is a network failure: let it propagate
  const pair = tokenPairOf(parseJson(text));
  if (!pair) throw new RefreshRejectedError('Malformed refresh response');
  return pair;
}

/** The token pair in a refresh answer (other keys dropped), or null. */
function tokenPairOf(value: unknown): TokenPair | null {
  if (!isRecord(value) || typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string')
    return null;
  return { accessToken: value.accessToken, refreshToken: value.refreshToken };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
