import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { localCheckoutSchema, type LocalCheckout } from '../../../shared/billing/local-provider';
import { billingKeys } from './billing-keys';
import { localProviderApi } from './local-provider-client';

/** GET /api/billing/local/checkout/:sessionId (public: the id is the capability) → what is being bought. */
export async function getLocalCheckout(sessionId: string): Promise<LocalCheckout> {
  const param = { sessionId: encodeURIComponent(sessionId) };
  return readJson(await localProviderApi().checkout[':sessionId'].$get({ param }), localCheckoutSchema);
}

export function localCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: billingKeys.localCheckout(sessionId),
    queryFn: () => getLocalCheckout(sessionId),
  });
}

export function useLocalCheckout(sessionId: string) {
  return useQuery(localCheckoutQueryOptions(sessionId));
}
