import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeRequest } from '../../../shared/auth/auth-requests';
import { meResponseSchema, type MeResponse } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { profileKeys } from './profile-keys';

/** PATCH /api/auth/me {name?, displayName?} → the updated account. */
export async function updateMe(fetcher: FetchWithAuth, body: UpdateMeRequest): Promise<MeResponse> {
  return readJson(await createApiClient(fetcher).auth.me.$patch({ json: body }), meResponseSchema);
}

export function useUpdateMe() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: UpdateMeRequest) => updateMe(fetcher, body),
    onSuccess: (me) => queryClient.setQueryData(profileKeys.me.ofUser(user?.id), me),
  });
}
