import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSignInRequest } from '../../../shared/auth/auth-requests';
import { tokenPairSchema, type TokenPair } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';

/**
 * POST /api/auth/two-factor/verify: the sign-in challenge with either a six-digit code or a
 * recovery code → the token pair.
 */
export async function verifyTwoFactorSignIn(body: TwoFactorSignInRequest): Promise<TokenPair> {
  return readJson(await createApiClient().auth['two-factor'].verify.$post({ json: body }), tokenPairSchema);
}

export function useVerifyTwoFactorSignIn() {
  return useMutation({ mutationFn: verifyTwoFactorSignIn });
}
