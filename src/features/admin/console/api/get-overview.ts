import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { consoleOverviewSchema, type ConsoleOverview } from '../../../../shared/admin/overview';

/** GET /api/admin/overview (admin or editor) → the /manage home's live figures. */
export async function getOverview(fetcher: FetchWithAuth): Promise<ConsoleOverview> {
  return readJson(await sendJson(fetcher, 'GET', '/api/admin/overview'), consoleOverviewSchema);
}

export const overviewQueryKey = ['admin', 'overview'] as const;

export function useOverview() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: overviewQueryKey, queryFn: () => getOverview(fetcher) });
}
