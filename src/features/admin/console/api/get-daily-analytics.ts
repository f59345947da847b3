import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { dailyAnalyticsSchema, type DailyAnalytics } from '../../../../shared/analytics/daily-analytics';
import { OVERVIEW_CHART_DAYS } from '../../../../shared/admin/overview';
import { consoleKeys } from './console-keys';

/** GET /api/admin/analytics/daily (admin or editor) → page views per UTC day, as long as the sessions chart. */
export async function getDailyPageViews(fetcher: FetchWithAuth): Promise<DailyAnalytics> {
  const query = { days: String(OVERVIEW_CHART_DAYS), event: 'page_view' };
  return readJson(await createApiClient(fetcher).admin.analytics.daily.$get({ query }), dailyAnalyticsSchema);
}

export function useDailyPageViews() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: consoleKeys.dailyPageViews, queryFn: () => getDailyPageViews(fetcher) });
}
