import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  routingRuleSchema,
  type RoutingRule,
  type UpdateRuleRequest,
} from '../../../../shared/messaging/routing-rules';
import { routingRulesQueryKey, rulesPath } from './list-routing-rules';

/** PATCH /api/admin/messaging/rules/{id} with only the changed fields. */
export async function updateRoutingRule(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateRuleRequest,
): Promise<RoutingRule> {
  const path = `${rulesPath}/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, body), routingRuleSchema);
}

export function useUpdateRoutingRule() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRuleRequest }) =>
      updateRoutingRule(fetcher, id, changes),
    // Settled, not only on success: a refused switch flips back to what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: routingRulesQueryKey }),
  });
}
