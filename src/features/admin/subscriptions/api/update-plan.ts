import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import {
  adminPlanSchema,
  type AdminPlan,
  type UpdatePlanRequest,
} from '../../../../shared/admin/plans-admin';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/**
 * PATCH /api/admin/plans/{id} with only the changed fields (also activate/deactivate); a price
 * change asks for the 'financial' step-up.
 */
export async function updatePlan(
  fetcher: FetchWithAuth,
  { id, changes }: { id: string; changes: UpdatePlanRequest },
): Promise<AdminPlan> {
  const plan = createApiClient(fetcher).admin.plans[':id'];
  return readJson(
    await plan.$patch({ param: { id: encodeURIComponent(id) }, json: changes }),
    adminPlanSchema,
  );
}

export const useUpdatePlan = () => useSubscriptionsMutation(updatePlan);
