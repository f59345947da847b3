import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  routingRuleSchema,
  type CreateRuleRequest,
  type RoutingRule,
} from '../../../../shared/messaging/routing-rules';
import { routingRulesQueryKey, rulesPath } from './list-routing-rules';

/** POST /api/admin/messaging/rules → the new rule (400 naming an unknown field or template). */
export async function createRoutingRule(
  fetcher: FetchWithAuth,
  body: CreateRuleRequest,
): Promise<RoutingRule> {
  return readJson(await sendJson(fetcher, 'POST', rulesPath, body), routingRuleSchema);
}

export function useCreateRoutingRule() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRuleRequest) => createRoutingRule(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routingRulesQueryKey }),
  });
}
