import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** DELETE /api/admin/plans/{id}: refused (409) while the plan has subscribers. */
export async function deletePlan(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).admin.plans[':id'].$delete({ param: { id: encodeURIComponent(id) } }),
  );
}

export const useDeletePlan = () => useSubscriptionsMutation(deletePlan);
