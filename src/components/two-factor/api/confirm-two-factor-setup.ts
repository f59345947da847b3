import { useMutation } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '../../../shared/auth/auth-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** POST /api/auth/2fa/verify {code}: turns two-factor on and returns the ten recovery codes. */
export async function confirmTwoFactorSetup(fetcher: FetchWithAuth, code: string): Promise<string[]> {
  const response = await sendJson(fetcher, 'POST', '/api/auth/2fa/verify', { code });
  return (await readJson(response, recoveryCodesResponseSchema)).recoveryCodes;
}

export function useConfirmTwoFactorSetup() {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: (code: string) => confirmTwoFactorSetup(fetcher, code) });
}
