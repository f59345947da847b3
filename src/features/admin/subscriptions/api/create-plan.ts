import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import {
  adminPlanSchema,
  type AdminPlan,
  type CreatePlanRequest,
} from '../../../../shared/admin/plans-admin';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** POST /api/admin/plans; a priced plan asks for the 'financial' step-up (fetchWithAuth runs it). */
export async function createPlan(fetcher: FetchWithAuth, body: CreatePlanRequest): Promise<AdminPlan> {
  return readJson(await createApiClient(fetcher).admin.plans.$post({ json: body }), adminPlanSchema);
}

export const useCreatePlan = () => useSubscriptionsMutation(createPlan);
