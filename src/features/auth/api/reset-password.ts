import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../shared/auth/auth-requests';
import { createApiClient } from '../../../lib/api/api-client';
import { expectOk } from '../../../lib/api/read-json';

/** POST /api/auth/reset-password {token, password}: 204; every session of the account ends. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await expectOk(await createApiClient().auth['reset-password'].$post({ json: body }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
