import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { profileKeys } from './profile-keys';

/** DELETE /api/auth/sessions/{id}: signs that device out. */
export async function revokeSession(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).auth.sessions[':id'].$delete({ param: { id: encodeURIComponent(id) } }),
  );
}

export function useRevokeSession() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSession(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
