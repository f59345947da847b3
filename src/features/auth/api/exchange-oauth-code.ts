import { loginResponseSchema, type LoginResponse } from '../../../shared/auth/auth-responses';
import { postJson } from '../../../lib/api/post-json';
import { readJson } from '../../../lib/api/read-json';

/**
 * POST /api/auth/oauth-session {code} (credentials) → the token pair, or a two-factor challenge
 * when the account has two-factor on (a provider's sign-in does not replace the second factor).
 */
export async function exchangeOAuthCode(code: string): Promise<LoginResponse> {
  return readJson(await postJson('/api/auth/oauth-session', { code }), loginResponseSchema);
}
