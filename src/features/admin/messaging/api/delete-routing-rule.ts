import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { messagingKeys } from './messaging-keys';

/** DELETE /api/admin/messaging/rules/{id}. */
export async function deleteRoutingRule(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).admin.messaging.rules[':id'].$delete({
      param: { id: encodeURIComponent(id) },
    }),
  );
}

export function useDeleteRoutingRule() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRoutingRule(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.rules() }),
  });
}
