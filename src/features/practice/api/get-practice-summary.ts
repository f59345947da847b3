import { queryOptions, useQuery } from '@tanstack/react-query';
import { PracticeSummarySchema, type PracticeSummary } from '../../../shared/practice/practice-summary';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** GET /api/practice/summary?tz= → the dashboard's figures, days counted in `timeZone`. */
export async function getPracticeSummary(fetcher: FetchWithAuth, timeZone: string): Promise<PracticeSummary> {
  const path = `/api/practice/summary?${new URLSearchParams({ tz: timeZone }).toString()}`;
  return readJson(await sendJson(fetcher, 'GET', path), PracticeSummarySchema);
}

export const practiceSummaryQueryKey = (timeZone: string) => ['practice', 'summary', timeZone] as const;

export function practiceSummaryQueryOptions(fetcher: FetchWithAuth, timeZone: string) {
  return queryOptions({
    queryKey: practiceSummaryQueryKey(timeZone),
    queryFn: () => getPracticeSummary(fetcher, timeZone),
  });
}

export function usePracticeSummary(timeZone: string) {
  return useQuery(practiceSummaryQueryOptions(useFetchWithAuth(), timeZone));
}
