import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import {
  adminFreeTrialSchema,
  type AdminFreeTrial,
  type CreateFreeTrialRequest,
  type UpdateFreeTrialRequest,
} from '../../../../shared/admin/plans-admin';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** POST /api/admin/free-trials: one offer per plan. */
export async function createFreeTrial(
  fetcher: FetchWithAuth,
  body: CreateFreeTrialRequest,
): Promise<AdminFreeTrial> {
  return readJson(await sendJson(fetcher, 'POST', '/api/admin/free-trials', body), adminFreeTrialSchema);
}

/** PATCH /api/admin/free-trials/{id} with only the changed fields. */
export async function updateFreeTrial(
  fetcher: FetchWithAuth,
  { id, changes }: { id: string; changes: UpdateFreeTrialRequest },
): Promise<AdminFreeTrial> {
  const path = `/api/admin/free-trials/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, changes), adminFreeTrialSchema);
}

export const useCreateFreeTrial = () => useSubscriptionsMutation(createFreeTrial);
export const useUpdateFreeTrial = () => useSubscriptionsMutation(updateFreeTrial);
