import { useTranslation } from 'react-i18next';
import type { PracticeSummary } from '../../../shared/practice/practice-summary';
import { totalTimeAmounts } from '../utils/total-time-amounts';

/** A number and the word beside it, which agrees with the number ("1 day", "2 days"). */
interface Amount {
  value: number;
  unit?: string;
}

interface Figure {
  id: string;
  label: string;
  amounts: Amount[];
  detail?: string;
}

/** The dashboard's numbers as a description list of calm cards. */
export function PracticeFigures({ summary }: { summary: PracticeSummary }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const days = (count: number) => [{ value: count, unit: t('practice.daysUnit', { count }) }];
  const figures: Figure[] = [
    { id: 'total-sessions', label: t('practice.totalSessions'), amounts: [{ value: summary.totalSessions }] },
    { id: 'current-streak', label: t('practice.currentStreak'), amounts: days(summary.currentStreak) },
    { id: 'longest-streak', label: t('practice.longestStreak'), amounts: days(summary.longestStreak) },
    {
      id: 'this-week',
      label: t('practice.thisWeek'),
      amounts: [{ value: summary.thisWeek, unit: t('practice.sessionsUnit', { count: summary.thisWeek }) }],
    },
    {
      id: 'total-time',
      label: t('practice.totalTime'),
      amounts: totalTimeAmounts(summary.totalSeconds).map(({ value, unit }) => ({
        value,
        unit:
          unit === 'minutes'
            ? t('practice.minutesUnit', { count: value })
            : t('practice.secondsUnit', { count: value }),
      })),
    },
    {
      id: 'last-seven-days',
      label: t('practice.lastSevenDays'),
      amounts: [{ value: summary.daysPracticedLast7 }],
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
            <span data-testid="figure-amount" className="font-serif text-3xl tracking-tight text-fg">
              {/* Real spaces, not margins, so the text (and a screen reader) reads "12 minutes 30 seconds". */}
              {figure.amounts.map((amount, index) => (
                <span key={index}>
                  {index > 0 && ' '}
                  <span data-testid="figure-value">{number.format(amount.value)}</span>
                  {amount.unit && (
                    <>
                      {' '}
                      <span className="font-sans text-sm text-muted">{amount.unit}</span>
                    </>
                  )}
                </span>
              ))}
            </span>
            {figure.detail && <span className="text-sm text-muted">{figure.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
