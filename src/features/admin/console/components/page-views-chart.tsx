import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { useDailyPageViews } from '../api/get-daily-analytics';
import { DailyChart } from './daily-chart';

/** Page views per UTC day from our own analytics, beside the sessions chart on the /manage home. */
export function PageViewsChart() {
  const { t } = useTranslation();
  const pageViews = useDailyPageViews();
  if (pageViews.isError)
    return <FormMessage tone="error">{t('admin.analytics.pageViews.loadFailed')}</FormMessage>;
  if (!pageViews.data) return null;
  return (
    <DailyChart
      testId="page-views-chart"
      days={pageViews.data.days}
      labels={{
        title: t('admin.analytics.pageViews.title'),
        period: t('admin.analytics.pageViews.period'),
        caption: t('admin.analytics.pageViews.caption'),
        dayColumn: t('admin.analytics.pageViews.day'),
        countColumn: t('admin.analytics.pageViews.count'),
        summary: (total, busiest) =>
          busiest
            ? t('admin.analytics.pageViews.summary', {
                count: total,
                day: busiest.day,
                busiest: busiest.count,
              })
            : t('admin.analytics.pageViews.summaryNone'),
      }}
    />
  );
}
