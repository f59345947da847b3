import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** DELETE /api/admin/plans/{id}: refused (409) while the plan has subscribers. */
export async function deletePlan(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `/api/admin/plans/${encodeURIComponent(id)}`));
}

export const useDeletePlan = () => useSubscriptionsMutation(deletePlan);
