import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import type { ChangePlanRequest } from '../../../shared/billing/subscription';
import { useInvalidateSubscription } from './use-invalidate-subscription';

/**
 * POST /api/billing/change-plan {planId, cycle} (step-up 'financial'; fetchWithAuth runs it): an
 * upgrade starts now, prorated; a downgrade is scheduled for the period end.
 */
export async function changePlan(fetcher: FetchWithAuth, body: ChangePlanRequest): Promise<void> {
  await expectOk(await createApiClient(fetcher).billing['change-plan'].$post({ json: body }));
}

export function useChangePlan() {
  const fetcher = useFetchWithAuth();
  const invalidate = useInvalidateSubscription();
  return useMutation({
    mutationFn: (body: ChangePlanRequest) => changePlan(fetcher, body),
    onSettled: invalidate,
  });
}
