import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { adminPlansResponseSchema, type AdminPlan } from '../../../../shared/admin/plans-admin';

/** Everything this page shows (plans and free trials): a change to either refreshes both. */
export const subscriptionsAdminQueryKey = ['admin', 'subscriptions'] as const;

/** GET /api/admin/plans (admin or editor) → every plan, active or not, with its subscribers. */
export async function listPlans(fetcher: FetchWithAuth): Promise<AdminPlan[]> {
  return (await readJson(await sendJson(fetcher, 'GET', '/api/admin/plans'), adminPlansResponseSchema)).plans;
}

export function usePlans() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: [...subscriptionsAdminQueryKey, 'plans'], queryFn: () => listPlans(fetcher) });
}
