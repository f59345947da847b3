import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../shared/auth/auth-requests';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/auth/change-password: 204; every other sign-in session is revoked. */
export async function changePassword(fetcher: FetchWithAuth, body: ChangePasswordRequest): Promise<void> {
  await expectOk(await sendJson(fetcher, 'POST', '/api/auth/change-password', body));
}

export function useChangePassword() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
