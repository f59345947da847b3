import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
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
  return readJson(
    await createApiClient(fetcher).admin['free-trials'].$post({ json: body }),
    adminFreeTrialSchema,
  );
}

/** PATCH /api/admin/free-trials/{id} with only the changed fields. */
export async function updateFreeTrial(
  fetcher: FetchWithAuth,
  { id, changes }: { id: string; changes: UpdateFreeTrialRequest },
): Promise<AdminFreeTrial> {
  const trial = createApiClient(fetcher).admin['free-trials'][':id'];
  return readJson(
    await trial.$patch({ param: { id: encodeURIComponent(id) }, json: changes }),
    adminFreeTrialSchema,
  );
}

export const useCreateFreeTrial = () => useSubscriptionsMutation(createFreeTrial);
export const useUpdateFreeTrial = () => useSubscriptionsMutation(updateFreeTrial);
