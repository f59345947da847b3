import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { ruleListSchema, type RuleList } from '../../../../shared/messaging/routing-rules';
import { messagingKeys } from './messaging-keys';

/** GET /api/admin/messaging/rules (admin or editor) → every rule, oldest first. */
export async function listRoutingRules(fetcher: FetchWithAuth): Promise<RuleList> {
  return readJson(await createApiClient(fetcher).admin.messaging.rules.$get(), ruleListSchema);
}

export function useRoutingRules() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: messagingKeys.rules(), queryFn: () => listRoutingRules(fetcher) });
}
