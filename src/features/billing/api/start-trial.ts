import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import type { TrialRequest } from '../../../shared/billing/subscription';
import { useInvalidateSubscription } from './use-invalidate-subscription';

/** POST /api/billing/trial {planId}: the member's one free trial, for life. */
export async function startTrial(fetcher: FetchWithAuth, body: TrialRequest): Promise<void> {
  await expectOk(await createApiClient(fetcher).billing.trial.$post({ json: body }));
}

export function useStartTrial() {
  const fetcher = useFetchWithAuth();
  const invalidate = useInvalidateSubscription();
  return useMutation({
    mutationFn: (body: TrialRequest) => startTrial(fetcher, body),
    onSettled: invalidate,
  });
}
