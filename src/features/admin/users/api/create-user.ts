import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  adminUserSchema,
  type AdminUser,
  type CreateUserRequest,
} from '../../../../shared/admin/admin-users';
import { usersQueryKey } from './list-users';

/** POST /api/admin/users (step-up 'user-management'; fetchWithAuth runs it) → the new account. */
export async function createUser(fetcher: FetchWithAuth, body: CreateUserRequest): Promise<AdminUser> {
  return readJson(await sendJson(fetcher, 'POST', '/api/admin/users', body), adminUserSchema);
}

export function useCreateUser() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => createUser(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
