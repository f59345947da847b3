import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeDays, type DailyCount } from '../utils/daily-summary';

/** The SVG's own units: each day a slot this wide, bars this tall at most; CSS scales it. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 60;

/** A chart's translated texts. */
export interface DailyChartLabels {
  title: string;
  /** The period under the title, e.g. "Last 30 days, in UTC". */
  period: string;
  /** The hidden table's caption. */
  caption: string;
  dayColumn: string;
  countColumn: string;
  /** The summary line: the total, and the busiest day (its date formatted) or null when none. */
  summary: (total: number, busiest: { day: string; count: number } | null) => string;
}

interface DailyChartProps {
  /** Names the figure; its summary is `${testId}-summary`. */
  testId: string;
  days: readonly DailyCount[];
  labels: DailyChartLabels;
  /** A figure beside the title (e.g. this week's total). */
  headline?: ReactNode;
}

/**
 * Counts per UTC day as bars. The SVG is decoration for sighted readers; a summary (total and
 * busiest day) and a visually hidden table say the same in words, so nothing is only a picture.
 */
export function DailyChart({ testId, days, labels, headline }: DailyChartProps) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(i18n.language);
  const formatDay = (day: string, format = date) => format.format(Date.parse(day));
  const { total, busiest } = summarizeDays(days);
  const highest = Math.max(1, ...days.map((day) => day.count));
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id={titleId} className="font-serif text-xl tracking-tight text-fg">
            {labels.title}
          </h2>
          <p className="text-sm text-muted">{labels.period}</p>
        </div>
        {headline}
      </div>
      <div dir="ltr">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full text-accent"
        >
          {days.map((day, index) => {
            const height = (day.count / highest) * HEIGHT;
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
                <title>{`${formatDay(day.day)}: ${day.count}`}</title>
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
      <figcaption className="text-sm text-muted" data-testid={`${testId}-summary`}>
        {labels.summary(total, busiest && { day: formatDay(busiest.day), count: busiest.count })}
      </figcaption>
      {/* A table ignores the clipping of sr-only and would widen the page: its wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.dayColumn}</th>
              <th scope="col">{labels.countColumn}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td>{number.format(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
