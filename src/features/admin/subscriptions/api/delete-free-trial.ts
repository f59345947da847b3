import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** DELETE /api/admin/free-trials/{id}. */
export async function deleteFreeTrial(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).admin['free-trials'][':id'].$delete({
      param: { id: encodeURIComponent(id) },
    }),
  );
}

export const useDeleteFreeTrial = () => useSubscriptionsMutation(deleteFreeTrial);
