import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '../../../shared/auth/auth-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';

/** GET /api/auth/me → the signed-in account. */
export async function getMe(fetcher: FetchWithAuth): Promise<MeResponse> {
  return readJson(await sendJson(fetcher, 'GET', '/api/auth/me'), meResponseSchema);
}

/** Keyed by user, so one account never sees another's cached profile. */
export function meQueryKey(userId: string | undefined) {
  return ['auth', 'me', userId ?? 'anonymous'] as const;
}

export function meQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({ queryKey: meQueryKey(userId), queryFn: () => getMe(fetcher) });
}

export function useMe() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(meQueryOptions(fetcher, user?.id));
}
