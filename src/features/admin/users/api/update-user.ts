import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  adminUserSchema,
  type AdminUser,
  type UpdateUserRequest,
} from '../../../../shared/admin/admin-users';
import { usersQueryKey } from './list-users';

/** PATCH /api/admin/users/{id} with only the changed fields (step-up 'user-management'). */
export async function updateUser(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateUserRequest,
): Promise<AdminUser> {
  const path = `/api/admin/users/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, body), adminUserSchema);
}

export function useUpdateUser() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserRequest }) =>
      updateUser(fetcher, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
