import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { adminFreeTrialsResponseSchema, type AdminFreeTrial } from '../../../../shared/admin/plans-admin';
import { subscriptionsAdminQueryKey } from './list-plans';

/** GET /api/admin/free-trials (admin or editor) → every offer with its plan's name. */
export async function listFreeTrials(fetcher: FetchWithAuth): Promise<AdminFreeTrial[]> {
  const response = await sendJson(fetcher, 'GET', '/api/admin/free-trials');
  return (await readJson(response, adminFreeTrialsResponseSchema)).freeTrials;
}

export function useFreeTrials() {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: [...subscriptionsAdminQueryKey, 'free-trials'],
    queryFn: () => listFreeTrials(fetcher),
  });
}
