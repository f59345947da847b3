import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { ruleListSchema, type RuleList } from '../../../../shared/messaging/routing-rules';

export const rulesPath = '/api/admin/messaging/rules';

/** GET /api/admin/messaging/rules (admin or editor) → every rule, oldest first. */
export async function listRoutingRules(fetcher: FetchWithAuth): Promise<RuleList> {
  return readJson(await sendJson(fetcher, 'GET', rulesPath), ruleListSchema);
}

export const routingRulesQueryKey = ['admin', 'messaging', 'rules'] as const;

export function useRoutingRules() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: routingRulesQueryKey, queryFn: () => listRoutingRules(fetcher) });
}
