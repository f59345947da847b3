import { loginResponseSchema, type LoginResponse } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';

/**
 * POST /api/auth/oauth-session {code} (credentials) → the token pair, or a two-factor challenge
 * when the account has two-factor on (a provider's sign-in does not replace the second factor).
 */
export async function exchangeOAuthCode(code: string): Promise<LoginResponse> {
  return readJson(
    await createApiClient().auth['oauth-session'].$post({ json: { code } }),
    loginResponseSchema,
  );
}
