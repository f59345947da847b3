import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsResponseSchema, type SessionInfo } from '../../../shared/auth/auth-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** GET /api/auth/sessions → the account's active sign-in sessions, newest first. */
export async function getSessions(fetcher: FetchWithAuth): Promise<SessionInfo[]> {
  return (await readJson(await sendJson(fetcher, 'GET', '/api/auth/sessions'), sessionsResponseSchema))
    .sessions;
}

export const sessionsQueryKey = ['auth', 'sessions'] as const;

export function sessionsQueryOptions(fetcher: FetchWithAuth) {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: () => getSessions(fetcher) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(useFetchWithAuth()));
}
