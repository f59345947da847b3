import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { routingRulesQueryKey, rulesPath } from './list-routing-rules';

/** DELETE /api/admin/messaging/rules/{id}. */
export async function deleteRoutingRule(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `${rulesPath}/${encodeURIComponent(id)}`));
}

export function useDeleteRoutingRule() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRoutingRule(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routingRulesQueryKey }),
  });
}
