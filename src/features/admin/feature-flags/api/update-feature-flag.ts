import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  featureFlagSchema,
  type FeatureFlag,
  type UpdateFeatureFlagRequest,
} from '../../../../shared/flags/feature-flag';
import { featureFlagsQueryKey } from './list-feature-flags';

/** PATCH /api/admin/feature-flags/{id} with only the changed fields. */
export async function updateFeatureFlag(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateFeatureFlagRequest,
): Promise<FeatureFlag> {
  const path = `/api/admin/feature-flags/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, body), featureFlagSchema);
}

export function useUpdateFeatureFlag() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateFeatureFlagRequest }) =>
      updateFeatureFlag(fetcher, id, changes),
    // Settled, not only on success: a refused switch flips back to what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey }),
  });
}
