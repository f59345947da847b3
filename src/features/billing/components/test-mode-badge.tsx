import { useTranslation } from 'react-i18next';

/** The payment provider's test mode, said plainly wherever money is shown (the local provider). */
export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-amber-500/50 bg-amber-400/15 px-3 py-1 text-xs font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-200"
      data-testid="test-mode-badge"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      {t('billing.testMode')}
    </span>
  );
}
