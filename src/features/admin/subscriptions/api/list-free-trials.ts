import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { adminFreeTrialsResponseSchema, type AdminFreeTrial } from '../../../../shared/admin/plans-admin';
import { subscriptionsAdminKeys } from './subscriptions-admin-keys';

/** GET /api/admin/free-trials (admin or editor) → every offer with its plan's name. */
export async function listFreeTrials(fetcher: FetchWithAuth): Promise<AdminFreeTrial[]> {
  const response = await createApiClient(fetcher).admin['free-trials'].$get();
  return (await readJson(response, adminFreeTrialsResponseSchema)).freeTrials;
}

export function useFreeTrials() {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: subscriptionsAdminKeys.freeTrials(),
    queryFn: () => listFreeTrials(fetcher),
  });
}
