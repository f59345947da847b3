import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { featureFlagListSchema, type FeatureFlagList } from '../../../../shared/flags/feature-flag';
import { featureFlagsKeys } from './feature-flags-keys';

/** GET /api/admin/feature-flags (admin or editor) → every flag, by key. */
export async function listFeatureFlags(fetcher: FetchWithAuth): Promise<FeatureFlagList> {
  return readJson(await createApiClient(fetcher).admin['feature-flags'].$get(), featureFlagListSchema);
}

export function useFeatureFlags() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: featureFlagsKeys.all, queryFn: () => listFeatureFlags(fetcher) });
}
