import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '../../../shared/practice/preferences';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** GET /api/preferences → the member's preferences (the defaults until first saved). */
export async function getPreferences(fetcher: FetchWithAuth): Promise<Preferences> {
  return readJson(await sendJson(fetcher, 'GET', '/api/preferences'), PreferencesSchema);
}

export const preferencesQueryKey = ['practice', 'preferences'] as const;

export function preferencesQueryOptions(fetcher: FetchWithAuth) {
  return queryOptions({ queryKey: preferencesQueryKey, queryFn: () => getPreferences(fetcher) });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions(useFetchWithAuth()));
}
