import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { profileKeys } from './profile-keys';

/** POST /api/auth/2fa/disable: needs step-up (security-settings, a password); fetchWithAuth runs it. */
export async function disableTwoFactor(fetcher: FetchWithAuth): Promise<void> {
  await expectOk(await createApiClient(fetcher).auth['2fa'].disable.$post());
}

export function useDisableTwoFactor() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disableTwoFactor(fetcher),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me.all }),
  });
}
