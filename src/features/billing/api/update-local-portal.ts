import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { localPortalSchema, type LocalPortal } from '../../../shared/billing/local-provider';
import { localPortalQueryKey } from './get-local-portal';

/** What the local portal can do to the subscription: end it at period end, or undo that. */
export type LocalPortalAction = 'cancel' | 'resume';

/** POST /api/billing/local/portal/:sessionId/{cancel|resume} → the portal as it is now. */
export async function updateLocalPortal(sessionId: string, action: LocalPortalAction): Promise<LocalPortal> {
  const response = await fetch(`/api/billing/local/portal/${encodeURIComponent(sessionId)}/${action}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  return readJson(response, localPortalSchema);
}

export function useUpdateLocalPortal(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LocalPortalAction) => updateLocalPortal(sessionId, action),
    onSuccess: (portal) => queryClient.setQueryData(localPortalQueryKey(sessionId), portal),
  });
}
