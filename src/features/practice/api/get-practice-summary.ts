import { queryOptions, useQuery } from '@tanstack/react-query';
import { PracticeSummarySchema, type PracticeSummary } from '../../../shared/practice/practice-summary';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { practiceKeys } from './practice-keys';

/** GET /api/practice/summary?tz= → the dashboard's figures, days counted in `timeZone`. */
export async function getPracticeSummary(fetcher: FetchWithAuth, timeZone: string): Promise<PracticeSummary> {
  return readJson(
    await createApiClient(fetcher).practice.summary.$get({ query: { tz: timeZone } }),
    PracticeSummarySchema,
  );
}

export function practiceSummaryQueryOptions(fetcher: FetchWithAuth, timeZone: string) {
  return queryOptions({
    queryKey: practiceKeys.summary(timeZone),
    queryFn: () => getPracticeSummary(fetcher, timeZone),
  });
}

export function usePracticeSummary(timeZone: string) {
  return useQuery(practiceSummaryQueryOptions(useFetchWithAuth(), timeZone));
}
