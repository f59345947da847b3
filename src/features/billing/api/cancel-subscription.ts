import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import type { CancelRequest } from '../../../shared/billing/subscription';
import { useInvalidateSubscription } from './use-invalidate-subscription';

/** POST /api/billing/cancel {when}: at period end, or now (step-up 'financial'; fetchWithAuth runs it). */
export async function cancelSubscription(fetcher: FetchWithAuth, body: CancelRequest): Promise<void> {
  await expectOk(await createApiClient(fetcher).billing.cancel.$post({ json: body }));
}

export function useCancelSubscription() {
  const fetcher = useFetchWithAuth();
  const invalidate = useInvalidateSubscription();
  return useMutation({
    mutationFn: (body: CancelRequest) => cancelSubscription(fetcher, body),
    onSettled: invalidate,
  });
}
