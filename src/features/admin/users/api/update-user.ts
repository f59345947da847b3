import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  adminUserSchema,
  type AdminUser,
  type UpdateUserRequest,
} from '../../../../shared/admin/admin-users';
import { usersKeys } from './users-keys';

/** PATCH /api/admin/users/{id} with only the changed fields (step-up 'user-management'). */
export async function updateUser(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateUserRequest,
): Promise<AdminUser> {
  const user = createApiClient(fetcher).admin.users[':id'];
  return readJson(await user.$patch({ param: { id: encodeURIComponent(id) }, json: body }), adminUserSchema);
}

export function useUpdateUser() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserRequest }) =>
      updateUser(fetcher, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
