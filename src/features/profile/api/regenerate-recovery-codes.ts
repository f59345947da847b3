import { useMutation } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** POST /api/auth/2fa/recovery-codes (step-up security-settings): ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(fetcher: FetchWithAuth): Promise<string[]> {
  const response = await createApiClient(fetcher).auth['2fa']['recovery-codes'].$post();
  return (await readJson(response, recoveryCodesResponseSchema)).recoveryCodes;
}

export function useRegenerateRecoveryCodes() {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: () => regenerateRecoveryCodes(fetcher) });
}
