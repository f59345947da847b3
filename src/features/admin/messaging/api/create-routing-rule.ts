import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  routingRuleSchema,
  type CreateRuleRequest,
  type RoutingRule,
} from '../../../../shared/messaging/routing-rules';
import { messagingKeys } from './messaging-keys';

/** POST /api/admin/messaging/rules → the new rule (400 naming an unknown field or template). */
export async function createRoutingRule(
  fetcher: FetchWithAuth,
  body: CreateRuleRequest,
): Promise<RoutingRule> {
  return readJson(
    await createApiClient(fetcher).admin.messaging.rules.$post({ json: body }),
    routingRuleSchema,
  );
}

export function useCreateRoutingRule() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRuleRequest) => createRoutingRule(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.rules() }),
  });
}
