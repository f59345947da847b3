import { tokenPairSchema, type TokenPair } from '../../shared/auth/auth-responses';
import { createApiClient } from '../api/api-client';

/** Why a refresh did not produce tokens: the server refused, or it could not be reached. */
export class RefreshRejectedError extends Error {
  override name = 'RefreshRejectedError';
}

/**
 * POST /api/auth/refresh {refreshToken} → a new pair. A non-OK answer or a complete body that is
 * not a token pair rejects with RefreshRejectedError. A network failure rejects with fetch's own
 * error, and so does a body cut off in transit (the page unloading, the connection dropping): that
 * is no answer from the server, so it must not end the session.
 */
export async function requestTokenRefresh(refreshToken: string): Promise<TokenPair> {
  const response = await createApiClient().auth.refresh.$post({ json: { refreshToken } });
  if (!response.ok) throw new RefreshRejectedError(`HTTP ${response.status}`);
  const text = await response.text(); // a read that fails is a network failure: let it propagate
  const parsed = tokenPairSchema.safeParse(parseJson(text));
  if (!parsed.success) throw new RefreshRejectedError('Malformed refresh response');
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
