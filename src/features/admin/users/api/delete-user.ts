import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { usersKeys } from './users-keys';

/** DELETE /api/admin/users/{id} (step-up 'user-management'); the last admin is refused. */
export async function deleteUser(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).admin.users[':id'].$delete({ param: { id: encodeURIComponent(id) } }),
  );
}

export function useDeleteUser() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
