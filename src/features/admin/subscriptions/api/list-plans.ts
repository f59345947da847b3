import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { adminPlansResponseSchema, type AdminPlan } from '../../../../shared/admin/plans-admin';
import { subscriptionsAdminKeys } from './subscriptions-admin-keys';

/** GET /api/admin/plans (admin or editor) → every plan, active or not, with its subscribers. */
export async function listPlans(fetcher: FetchWithAuth): Promise<AdminPlan[]> {
  return (await readJson(await createApiClient(fetcher).admin.plans.$get(), adminPlansResponseSchema)).plans;
}

export function usePlans() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: subscriptionsAdminKeys.plans(), queryFn: () => listPlans(fetcher) });
}
