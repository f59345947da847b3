import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { localPortalSchema, type LocalPortal } from '../../../shared/billing/local-provider';

/** GET /api/billing/local/portal/:sessionId (public: the id is the capability) → the member's subscription. */
export async function getLocalPortal(sessionId: string): Promise<LocalPortal> {
  const response = await fetch(`/api/billing/local/portal/${encodeURIComponent(sessionId)}`, {
    headers: { Accept: 'application/json' },
  });
  return readJson(response, localPortalSchema);
}

export function localPortalQueryKey(sessionId: string) {
  return ['billing', 'local', 'portal', sessionId] as const;
}

export function useLocalPortal(sessionId: string) {
  return useQuery(
    queryOptions({ queryKey: localPortalQueryKey(sessionId), queryFn: () => getLocalPortal(sessionId) }),
  );
}
