import { useMutation } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** POST /api/auth/2fa/verify {code}: turns two-factor on and returns the ten recovery codes. */
export async function confirmTwoFactorSetup(fetcher: FetchWithAuth, code: string): Promise<string[]> {
  const response = await createApiClient(fetcher).auth['2fa'].verify.$post({ json: { code } });
  return (await readJson(response, recoveryCodesResponseSchema)).recoveryCodes;
}

export function useConfirmTwoFactorSetup() {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: (code: string) => confirmTwoFactorSetup(fetcher, code) });
}
