import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
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
  const path = `/api/admin/plans/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, changes), adminPlanSchema);
}

export const useUpdatePlan = () => useSubscriptionsMutation(updatePlan);
