import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { profileKeys } from './profile-keys';

/** GET /api/auth/me → the signed-in account. */
export async function getMe(fetcher: FetchWithAuth): Promise<MeResponse> {
  return readJson(await createApiClient(fetcher).auth.me.$get(), meResponseSchema);
}

export function meQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({ queryKey: profileKeys.me.ofUser(userId), queryFn: () => getMe(fetcher) });
}

export function useMe() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(meQueryOptions(fetcher, user?.id));
}
