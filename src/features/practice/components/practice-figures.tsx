import { useTranslation } from 'react-i18next';
import type { PracticeSummary } from '../../../shared/practice/practice-summary';

interface Figure {
  id: string;
  label: string;
  value: number;
  unit?: string;
  detail?: string;
}

/** The dashboard's numbers as a description list of calm cards. */
export function PracticeFigures({ summary }: { summary: PracticeSummary }) {
  const { t } = useTranslation();
  const figures: Figure[] = [
    { id: 'total-sessions', label: t('practice.totalSessions'), value: summary.totalSessions },
    {
      id: 'current-streak',
      label: t('practice.currentStreak'),
      value: summary.currentStreak,
      unit: t('practice.daysUnit'),
    },
    {
      id: 'longest-streak',
      label: t('practice.longestStreak'),
      value: summary.longestStreak,
      unit: t('practice.daysUnit'),
    },
    {
      id: 'this-week',
      label: t('practice.thisWeek'),
      value: summary.thisWeek,
      unit: t('practice.sessionsUnit'),
    },
    { id: 'total-minutes', label: t('practice.totalMinutes'), value: summary.totalMinutes },
    {
      id: 'last-seven-days',
      label: t('practice.lastSevenDays'),
      value: summary.daysPracticedLast7,
      detail: t('practice.daysOfLastSeven', { count: summary.daysPracticedLast7 }),
    },
  ];
  return (
    <dl aria-label={t('practice.figures')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {figures.map((figure) => (
        <div
          key={figure.id}
          data-testid={`figure-${figure.id}`}
          className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4 sm:p-5"
        >
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="flex flex-col gap-0.5">
            <span className="font-serif text-3xl tracking-tight text-fg">
              <span data-testid="figure-value">{figure.value}</span>
              {figure.unit && <span className="ms-1.5 font-sans text-sm text-muted">{figure.unit}</span>}
            </span>
            {figure.detail && <span className="text-sm text-muted">{figure.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
