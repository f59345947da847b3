import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { featureFlagListSchema, type FeatureFlagList } from '../../../../shared/flags/feature-flag';

/** GET /api/admin/feature-flags (admin or editor) → every flag, by key. */
export async function listFeatureFlags(fetcher: FetchWithAuth): Promise<FeatureFlagList> {
  return readJson(await sendJson(fetcher, 'GET', '/api/admin/feature-flags'), featureFlagListSchema);
}

export const featureFlagsQueryKey = ['admin', 'feature-flags'] as const;

export function useFeatureFlags() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: featureFlagsQueryKey, queryFn: () => listFeatureFlags(fetcher) });
}
