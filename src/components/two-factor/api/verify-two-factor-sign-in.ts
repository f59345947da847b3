import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSignInRequest } from '../../../shared/auth/auth-requests';
import { tokenPairSchema, type TokenPair } from '../../../shared/auth/auth-responses';
import { postJson } from '../../../lib/api/post-json';
import { readJson } from '../../../lib/api/read-json';

/**
 * POST /api/auth/two-factor/verify: the sign-in challenge with either a six-digit code or a
 * recovery code → the token pair.
 */
export async function verifyTwoFactorSignIn(body: TwoFactorSignInRequest): Promise<TokenPair> {
  return readJson(await postJson('/api/auth/two-factor/verify', body), tokenPairSchema);
}

export function useVerifyTwoFactorSignIn() {
  return useMutation({ mutationFn: verifyTwoFactorSignIn });
}
