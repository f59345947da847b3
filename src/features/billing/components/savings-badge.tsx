import { useTranslation } from 'react-i18next';

/** "Save 20%": what a year costs less than twelve months of the plan. Nothing when it saves nothing. */
export function SavingsBadge({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  if (percent <= 0) return null;
  return (
    <span
      className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent-fg"
      data-testid="savings-badge"
    >
      {t('billing.save', {
        percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100),
      })}
    </span>
  );
}
