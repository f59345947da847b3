import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsResponseSchema, type SessionInfo } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { profileKeys } from './profile-keys';

/** GET /api/auth/sessions → the account's active sign-in sessions, newest first. */
export async function getSessions(fetcher: FetchWithAuth): Promise<SessionInfo[]> {
  return (await readJson(await createApiClient(fetcher).auth.sessions.$get(), sessionsResponseSchema))
    .sessions;
}

export function sessionsQueryOptions(fetcher: FetchWithAuth) {
  return queryOptions({ queryKey: profileKeys.sessions, queryFn: () => getSessions(fetcher) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(useFetchWithAuth()));
}
