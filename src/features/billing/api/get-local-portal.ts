import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { localPortalSchema, type LocalPortal } from '../../../shared/billing/local-provider';
import { billingKeys } from './billing-keys';
import { localProviderApi } from './local-provider-client';

/** GET /api/billing/local/portal/:sessionId (public: the id is the capability) → the member's subscription. */
export async function getLocalPortal(sessionId: string): Promise<LocalPortal> {
  const param = { sessionId: encodeURIComponent(sessionId) };
  return readJson(await localProviderApi().portal[':sessionId'].$get({ param }), localPortalSchema);
}

export function useLocalPortal(sessionId: string) {
  return useQuery(
    queryOptions({ queryKey: billingKeys.localPortal(sessionId), queryFn: () => getLocalPortal(sessionId) }),
  );
}
