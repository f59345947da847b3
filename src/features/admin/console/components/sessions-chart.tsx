import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionsOnDay } from '../../../../shared/admin/overview';
import { summarizeSessions } from '../utils/sessions-summary';

/** The SVG's own units: each day a slot this wide, bars this tall at most; CSS scales it. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 60;

interface SessionsChartProps {
  days: readonly SessionsOnDay[];
  sessionsThisWeek: number;
}

/**
 * Sessions per UTC day as bars. The SVG is decoration for sighted readers; a summary (total and
 * busiest day) and a visually hidden table say the same in words, so nothing is only a picture.
 */
export function SessionsChart({ days, sessionsThisWeek }: SessionsChartProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(i18n.language);
  const formatDay = (day: string, format = date) => format.format(Date.parse(day));
  const { total, busiest } = summarizeSessions(days);
  const highest = Math.max(1, ...days.map((day) => day.sessions));
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6"
      data-testid="sessions-chart"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id={titleId} className="font-serif text-xl tracking-tight text-fg">
            {t('adminConsole.chart.title')}
          </h2>
          <p className="text-sm text-muted">{t('adminConsole.chart.period')}</p>
        </div>
        <p className="text-sm text-fg" data-testid="sessions-this-week">
          {t('adminConsole.chart.sessionsThisWeek', { count: sessionsThisWeek })}
        </p>
      </div>
      <div dir="ltr">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full text-accent"
        >
          {days.map((day, index) => {
            const height = (day.sessions / highest) * HEIGHT;
            return (
              <rect
                key={day.day}
                x={index * SLOT + (SLOT - BAR) / 2}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                rx={1}
                fill="currentColor"
              >
                <title>{`${formatDay(day.day)}: ${day.sessions}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && last && (
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
            <span>{formatDay(first.day, shortDate)}</span>
            <span>{formatDay(last.day, shortDate)}</span>
          </div>
        )}
      </div>
      <figcaption className="text-sm text-muted" data-testid="sessions-chart-summary">
        {busiest
          ? t('adminConsole.chart.summary', {
              count: total,
              day: formatDay(busiest.day),
              busiest: busiest.sessions,
            })
          : t('adminConsole.chart.summaryNone')}
      </figcaption>
      <table className="sr-only">
        <caption>{t('adminConsole.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminConsole.chart.day')}</th>
            <th scope="col">{t('adminConsole.chart.sessions')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{number.format(day.sessions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
