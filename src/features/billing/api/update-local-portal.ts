import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { localPortalSchema, type LocalPortal } from '../../../shared/billing/local-provider';
import { billingKeys } from './billing-keys';
import { localProviderApi } from './local-provider-client';

/** What the local portal can do to the subscription: end it at period end, or undo that. */
export type LocalPortalAction = 'cancel' | 'resume';

/** POST /api/billing/local/portal/:sessionId/{cancel|resume} → the portal as it is now. */
export async function updateLocalPortal(sessionId: string, action: LocalPortalAction): Promise<LocalPortal> {
  const portal = localProviderApi().portal[':sessionId'];
  const param = { sessionId: encodeURIComponent(sessionId) };
  const response = await (action === 'cancel' ? portal.cancel : portal.resume).$post({ param });
  return readJson(response, localPortalSchema);
}

export function useUpdateLocalPortal(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LocalPortalAction) => updateLocalPortal(sessionId, action),
    onSuccess: (portal) => queryClient.setQueryData(billingKeys.localPortal(sessionId), portal),
  });
}
