import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '../../../shared/practice/preferences';
import { useAuth } from '../../auth/use-auth';
import { createApiClient } from '../api-client';
import type { FetchWithAuth } from '../create-fetch-with-auth';
import { readJson } from '../read-json';
import { useFetchWithAuth } from '../use-fetch-with-auth';
import { preferencesKeys } from './preferences-keys';

/** PUT /api/preferences {sessionLength, soundtrackId, introShown} → the stored preferences. */
export async function updatePreferences(fetcher: FetchWithAuth, body: Preferences): Promise<Preferences> {
  return readJson(await createApiClient(fetcher).preferences.$put({ json: body }), PreferencesSchema);
}

/** Saves all three fields; the stored answer replaces the cached preferences on every screen. */
export function useUpdatePreferences() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: Preferences) => updatePreferences(fetcher, body),
    onSuccess: (stored) => queryClient.setQueryData(preferencesKeys.ofUser(user?.id), stored),
  });
}
