import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  adminUserSchema,
  type AdminUser,
  type CreateUserRequest,
} from '../../../../shared/admin/admin-users';
import { usersKeys } from './users-keys';

/** POST /api/admin/users (step-up 'user-management'; fetchWithAuth runs it) → the new account. */
export async function createUser(fetcher: FetchWithAuth, body: CreateUserRequest): Promise<AdminUser> {
  return readJson(await createApiClient(fetcher).admin.users.$post({ json: body }), adminUserSchema);
}

export function useCreateUser() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => createUser(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
