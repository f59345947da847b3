import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** POST /api/auth/2fa/disable: needs step-up (security-settings, a password); fetchWithAuth runs it. */
export async function disableTwoFactor(fetcher: FetchWithAuth): Promise<void> {
  await expectOk(await sendJson(fetcher, 'POST', '/api/auth/2fa/disable'));
}

export function useDisableTwoFactor() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disableTwoFactor(fetcher),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
