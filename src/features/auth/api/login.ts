import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '../../../shared/auth/auth-requests';
import { loginResponseSchema, type LoginResponse } from '../../../shared/auth/auth-responses';
import { postJson } from '../../../lib/api/post-json';
import { readJson } from '../../../lib/api/read-json';

/** POST /api/auth/login → a token pair, or a two-factor challenge. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  return readJson(await postJson('/api/auth/login', body), loginResponseSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
