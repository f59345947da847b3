import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  featureFlagSchema,
  type FeatureFlag,
  type UpdateFeatureFlagRequest,
} from '../../../../shared/flags/feature-flag';
import { featureFlagsKeys } from './feature-flags-keys';

/** PATCH /api/admin/feature-flags/{id} with only the changed fields. */
export async function updateFeatureFlag(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateFeatureFlagRequest,
): Promise<FeatureFlag> {
  const flag = createApiClient(fetcher).admin['feature-flags'][':id'];
  return readJson(
    await flag.$patch({ param: { id: encodeURIComponent(id) }, json: body }),
    featureFlagSchema,
  );
}

export function useUpdateFeatureFlag() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateFeatureFlagRequest }) =>
      updateFeatureFlag(fetcher, id, changes),
    // Settled, not only on success: a refused switch flips back to what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: featureFlagsKeys.all }),
  });
}
