import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useInvalidateSubscription } from './use-invalidate-subscription';

/** POST /api/billing/resume: a subscription set to end at period end renews again. */
export async function resumeSubscription(fetcher: FetchWithAuth): Promise<void> {
  await expectOk(await createApiClient(fetcher).billing.resume.$post());
}

export function useResumeSubscription() {
  const fetcher = useFetchWithAuth();
  const invalidate = useInvalidateSubscription();
  return useMutation({ mutationFn: () => resumeSubscription(fetcher), onSettled: invalidate });
}
