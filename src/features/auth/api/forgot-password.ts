import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '../../../shared/auth/auth-requests';
import { postJson } from '../../../lib/api/post-json';
import { expectOk } from '../../../lib/api/read-json';

/** POST /api/auth/forgot-password {email}: the answer is the same whether or not the account exists. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await expectOk(await postJson('/api/auth/forgot-password', body));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
