import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '../../../shared/practice/preferences';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { preferencesQueryKey } from './get-preferences';

/** PUT /api/preferences with all three fields → the stored preferences. */
export async function updatePreferences(fetcher: FetchWithAuth, body: Preferences): Promise<Preferences> {
  return readJson(await sendJson(fetcher, 'PUT', '/api/preferences', body), PreferencesSchema);
}

export function useUpdatePreferences() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: Preferences) => updatePreferences(fetcher, body),
    onSuccess: (stored) => queryClient.setQueryData(preferencesQueryKey(user?.id), stored),
  });
}
