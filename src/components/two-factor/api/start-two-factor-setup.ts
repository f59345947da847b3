import { useMutation } from '@tanstack/react-query';
import {
  twoFactorEnableResponseSchema,
  type TwoFactorEnableResponse,
} from '../../../shared/auth/auth-responses';
import { escalationTokenHeader } from '../../../shared/auth/escalation';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { exchangeStepUp } from '../../../lib/step-up/api/exchange-step-up';

/**
 * The step-up token for set-up from a password the member has just typed (first sign-up), or
 * nothing — then the server's 403 opens the step-up dialog, as it does if this fails.
 */
async function stepUpWith(
  fetcher: FetchWithAuth,
  password: string | undefined,
): Promise<Record<string, string>> {
  if (password === undefined) return {};
  const token = await exchangeStepUp(
    fetcher,
    { mode: 'password', reason: 'security-settings' },
    password,
  ).catch(() => undefined);
  return token === undefined ? {} : { [escalationTokenHeader]: token };
}

/**
 * POST /api/auth/2fa/enable → the QR image (a PNG data URL) and the secret for manual entry. It
 * needs a security-settings step-up: the dialog asks, unless `stepUpPassword` proves it already.
 */
export async function startTwoFactorSetup(
  fetcher: FetchWithAuth,
  stepUpPassword?: string,
): Promise<TwoFactorEnableResponse> {
  const headers = await stepUpWith(fetcher, stepUpPassword);
  return readJson(
    await createApiClient(fetcher).auth['2fa'].enable.$post({}, { headers }),
    twoFactorEnableResponseSchema,
  );
}

/** A mutation, not a query: every call mints a new secret, so it must run exactly once per press. */
export function useStartTwoFactorSetup(stepUpPassword?: string) {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: () => startTwoFactorSetup(fetcher, stepUpPassword) });
}
