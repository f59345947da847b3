import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../shared/auth/auth-requests';
import { tokenPairSchema, type TokenPair } from '../../../shared/auth/auth-responses';
import { postJson } from '../../../lib/api/post-json';
import { readJson } from '../../../lib/api/read-json';

/** POST /api/auth/register {name, email, password} → 201 with the token pair. */
export async function register(body: RegisterRequest): Promise<TokenPair> {
  return readJson(await postJson('/api/auth/register', body), tokenPairSchema);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
