import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '../../../shared/practice/preferences';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';

/** GET /api/preferences → {sessionLength, soundtrackId, introShown}. */
export async function getPreferences(fetcher: FetchWithAuth): Promise<Preferences> {
  return readJson(await sendJson(fetcher, 'GET', '/api/preferences'), PreferencesSchema);
}

export function preferencesQueryKey(userId: string | undefined) {
  return ['preferences', userId ?? 'anonymous'] as const;
}

export function preferencesQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({ queryKey: preferencesQueryKey(userId), queryFn: () => getPreferences(fetcher) });
}

export function usePreferences() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(preferencesQueryOptions(fetcher, user?.id));
}
