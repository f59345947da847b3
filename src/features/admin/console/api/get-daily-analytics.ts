import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { dailyAnalyticsSchema, type DailyAnalytics } from '../../../../shared/analytics/daily-analytics';
import { OVERVIEW_CHART_DAYS } from '../../../../shared/admin/overview';

/** GET /api/admin/analytics/daily (admin or editor) → page views per UTC day, as long as the sessions chart. */
export async function getDailyPageViews(fetcher: FetchWithAuth): Promise<DailyAnalytics> {
  const path = `/api/admin/analytics/daily?days=${OVERVIEW_CHART_DAYS}&event=page_view`;
  return readJson(await sendJson(fetcher, 'GET', path), dailyAnalyticsSchema);
}

export const dailyPageViewsQueryKey = ['admin', 'analytics', 'daily', 'page_view'] as const;

export function useDailyPageViews() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: dailyPageViewsQueryKey, queryFn: () => getDailyPageViews(fetcher) });
}
