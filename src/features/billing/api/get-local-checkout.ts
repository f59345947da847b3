import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { localCheckoutSchema, type LocalCheckout } from '../../../shared/billing/local-provider';

/** GET /api/billing/local/checkout/:sessionId (public: the id is the capability) → what is being bought. */
export async function getLocalCheckout(sessionId: string): Promise<LocalCheckout> {
  const response = await fetch(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}`, {
    headers: { Accept: 'application/json' },
  });
  return readJson(response, localCheckoutSchema);
}

export function localCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['billing', 'local', 'checkout', sessionId] as const,
    queryFn: () => getLocalCheckout(sessionId),
  });
}

export function useLocalCheckout(sessionId: string) {
  return useQuery(localCheckoutQueryOptions(sessionId));
}
