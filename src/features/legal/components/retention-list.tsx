import { useTranslation } from 'react-i18next';

const items = [
  'account',
  'sessions',
  'reset',
  'analytics',
  'anonymousConsent',
  'ledger',
  'cookie',
  'limits',
  'payments',
] as const;

/** What is kept and for how long, as a list of pairs. */
export function RetentionList({ consentDays }: { consentDays: number }) {
  const { t } = useTranslation();
  return (
    <dl className="grid max-w-prose gap-x-8 gap-y-3 rounded-3xl border border-line bg-surface/60 p-6 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item} className="contents">
          <dt className="font-medium text-fg">{t(`legal.privacy.retention.${item}.what`)}</dt>
          <dd className="text-muted">{t(`legal.privacy.retention.${item}.period`, { days: consentDays })}</dd>
        </div>
      ))}
    </dl>
  );
}
