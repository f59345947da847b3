import { tokenPairSchema, type TokenPair } from '../../shared/auth/auth-responses';
import { postJson } from '../api/post-json';

/** Why a refresh did not produce tokens: the server refused, or it could not be reached. */
export class RefreshRejectedError extends Error {
  override name = 'RefreshRejectedError';
}

/**
 * POST /api/auth/refresh {refreshToken} → a new pair. A non-OK answer or a malformed body rejects
 * with RefreshRejectedError; a network failure rejects with fetch's own error.
 */
export async function requestTokenRefresh(refreshToken: string): Promise<TokenPair> {
  const response = await postJson('/api/auth/refresh', { refreshToken });
  if (!response.ok) throw new RefreshRejectedError(`HTTP ${response.status}`);
  const parsed = tokenPairSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new RefreshRejectedError('Malformed refresh response');
  return parsed.data;
}
