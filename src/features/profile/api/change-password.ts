import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../shared/auth/auth-requests';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { profileKeys } from './profile-keys';

/** POST /api/auth/change-password: 204; every other sign-in session is revoked. */
export async function changePassword(fetcher: FetchWithAuth, body: ChangePasswordRequest): Promise<void> {
  await expectOk(await createApiClient(fetcher).auth['change-password'].$post({ json: body }));
}

export function useChangePassword() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
