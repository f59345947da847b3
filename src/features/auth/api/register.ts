import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterVerifyRequest } from '../../../shared/auth/auth-requests';
import {
  registrationPendingSchema,
  tokenPairSchema,
  type RegistrationPending,
  type TokenPair,
} from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';

/**
 * POST /api/auth/register {name, email, password} → 202: a code is on its way to the address
 * (or, when it already has an account, a note to its owner: the answer is the same).
 */
export async function register(body: RegisterRequest): Promise<RegistrationPending> {
  return readJson(await createApiClient().auth.register.$post({ json: body }), registrationPendingSchema);
}

/** POST /api/auth/register/verify {registrationToken, code} → 201 with the new account's token pair. */
export async function verifyRegistration(body: RegisterVerifyRequest): Promise<TokenPair> {
  return readJson(await createApiClient().auth.register.verify.$post({ json: body }), tokenPairSchema);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export function useVerifyRegistration() {
  return useMutation({ mutationFn: verifyRegistration });
}
