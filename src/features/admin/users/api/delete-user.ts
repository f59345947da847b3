import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { usersQueryKey } from './list-users';

/** DELETE /api/admin/users/{id} (step-up 'user-management'); the last admin is refused. */
export async function deleteUser(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `/api/admin/users/${encodeURIComponent(id)}`));
}

export function useDeleteUser() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
