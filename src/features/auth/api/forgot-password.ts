import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '../../../shared/auth/auth-requests';
import { createApiClient } from '../../../lib/api/api-client';
import { expectOk } from '../../../lib/api/read-json';

/** POST /api/auth/forgot-password {email}: the answer is the same whether or not the account exists. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await expectOk(await createApiClient().auth['forgot-password'].$post({ json: body }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
