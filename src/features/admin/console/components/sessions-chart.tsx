import { useTranslation } from 'react-i18next';
import type { SessionsOnDay } from '../../../../shared/admin/overview';
import { DailyChart } from './daily-chart';

interface SessionsChartProps {
  days: readonly SessionsOnDay[];
  sessionsThisWeek: number;
}

/** Practice sessions started per UTC day, with this week's total beside the title. */
export function SessionsChart({ days, sessionsThisWeek }: SessionsChartProps) {
  const { t } = useTranslation();
  return (
    <DailyChart
      testId="sessions-chart"
      days={days.map((day) => ({ day: day.day, count: day.sessions }))}
      labels={{
        title: t('adminConsole.chart.title'),
        period: t('adminConsole.chart.period'),
        caption: t('adminConsole.chart.caption'),
        dayColumn: t('adminConsole.chart.day'),
        countColumn: t('adminConsole.chart.sessions'),
        summary: (total, busiest) =>
          busiest
            ? t('adminConsole.chart.summary', { count: total, day: busiest.day, busiest: busiest.count })
            : t('adminConsole.chart.summaryNone'),
      }}
      headline={
        <p className="text-sm text-fg" data-testid="sessions-this-week">
          {t('adminConsole.chart.sessionsThisWeek', { count: sessionsThisWeek })}
        </p>
      }
    />
  );
}
