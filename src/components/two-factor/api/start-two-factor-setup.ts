import { useMutation } from '@tanstack/react-query';
import {
  twoFactorEnableResponseSchema,
  type TwoFactorEnableResponse,
} from '../../../shared/auth/auth-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** POST /api/auth/2fa/enable → the QR image (a PNG data URL) and the secret for manual entry. */
export async function startTwoFactorSetup(fetcher: FetchWithAuth): Promise<TwoFactorEnableResponse> {
  return readJson(await sendJson(fetcher, 'POST', '/api/auth/2fa/enable'), twoFactorEnableResponseSchema);
}

/** A mutation, not a query: every call mints a new secret, so it must run exactly once per press. */
export function useStartTwoFactorSetup() {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: () => startTwoFactorSetup(fetcher) });
}
