import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** DELETE /api/admin/free-trials/{id}. */
export async function deleteFreeTrial(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `/api/admin/free-trials/${encodeURIComponent(id)}`));
}

export const useDeleteFreeTrial = () => useSubscriptionsMutation(deleteFreeTrial);
