import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '../../../shared/practice/preferences';
import { useAuth } from '../../auth/use-auth';
import { createApiClient } from '../api-client';
import type { FetchWithAuth } from '../create-fetch-with-auth';
import { readJson } from '../read-json';
import { useFetchWithAuth } from '../use-fetch-with-auth';
import { preferencesKeys } from './preferences-keys';

/** GET /api/preferences → the member's preferences (the defaults until first saved). */
export async function getPreferences(fetcher: FetchWithAuth): Promise<Preferences> {
  return readJson(await createApiClient(fetcher).preferences.$get(), PreferencesSchema);
}

export function preferencesQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({ queryKey: preferencesKeys.ofUser(userId), queryFn: () => getPreferences(fetcher) });
}

/** The signed-in member's preferences, shared by every screen that shows them. */
export function usePreferences() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(preferencesQueryOptions(fetcher, user?.id));
}
