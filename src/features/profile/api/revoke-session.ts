import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/auth/sessions/{id}: signs that device out. */
export async function revokeSession(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`));
}

export function useRevokeSession() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSession(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
