import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { consoleOverviewSchema, type ConsoleOverview } from '../../../../shared/admin/overview';
import { consoleKeys } from './console-keys';

/** GET /api/admin/overview (admin or editor) → the /manage home's live figures. */
export async function getOverview(fetcher: FetchWithAuth): Promise<ConsoleOverview> {
  return readJson(await createApiClient(fetcher).admin.overview.$get(), consoleOverviewSchema);
}

export function useOverview() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: consoleKeys.overview, queryFn: () => getOverview(fetcher) });
}
