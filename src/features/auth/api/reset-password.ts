import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../shared/auth/auth-requests';
import { postJson } from '../../../lib/api/post-json';
import { expectOk } from '../../../lib/api/read-json';

/** POST /api/auth/reset-password {token, password}: 204; every session of the account ends. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await expectOk(await postJson('/api/auth/reset-password', body));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
