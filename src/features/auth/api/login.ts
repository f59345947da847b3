import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '../../../shared/auth/auth-requests';
import { loginResponseSchema, type LoginResponse } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';

/** POST /api/auth/login → a token pair, or a two-factor challenge. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  return readJson(await createApiClient().auth.login.$post({ json: body }), loginResponseSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
