import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  featureFlagSchema,
  type CreateFeatureFlagRequest,
  type FeatureFlag,
} from '../../../../shared/flags/feature-flag';
import { featureFlagsKeys } from './feature-flags-keys';

/** POST /api/admin/feature-flags → the new flag (409 when the key is in use). */
export async function createFeatureFlag(
  fetcher: FetchWithAuth,
  body: CreateFeatureFlagRequest,
): Promise<FeatureFlag> {
  return readJson(
    await createApiClient(fetcher).admin['feature-flags'].$post({ json: body }),
    featureFlagSchema,
  );
}

export function useCreateFeatureFlag() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeatureFlagRequest) => createFeatureFlag(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureFlagsKeys.all }),
  });
}
