import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  routingRuleSchema,
  type RoutingRule,
  type UpdateRuleRequest,
} from '../../../../shared/messaging/routing-rules';
import { messagingKeys } from './messaging-keys';

/** PATCH /api/admin/messaging/rules/{id} with only the changed fields. */
export async function updateRoutingRule(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateRuleRequest,
): Promise<RoutingRule> {
  const rules = createApiClient(fetcher).admin.messaging.rules;
  return readJson(
    await rules[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body }),
    routingRuleSchema,
  );
}

export function useUpdateRoutingRule() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRuleRequest }) =>
      updateRoutingRule(fetcher, id, changes),
    // Settled, not only on success: a refused switch flips back to what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.rules() }),
  });
}
