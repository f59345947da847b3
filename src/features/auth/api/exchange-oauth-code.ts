import { tokenPairSchema, type TokenPair } from '../../../shared/auth/auth-responses';
import { postJson } from '../../../lib/api/post-json';
import { readJson } from '../../../lib/api/read-json';

/** POST /api/auth/oauth-session {code} (credentials) → the token pair. */
export async function exchangeOAuthCode(code: string): Promise<TokenPair> {
  return readJson(await postJson('/api/auth/oauth-session', { code }), tokenPairSchema);
}
