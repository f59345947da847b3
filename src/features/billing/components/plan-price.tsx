import { useTranslation } from 'react-i18next';
import type { BillingCycle, Plan } from '../../../shared/billing/plans';
import { formatPrice } from '../utils/format-price';
import { SavingsBadge } from './savings-badge';

/** A plan's price on the chosen cycle; yearly also shows its monthly equivalent and its saving. */
export function PlanPrice({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const cents = cycle === 'yearly' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
  if (cents === 0) {
    return (
      <p className="font-serif text-4xl tracking-tight text-fg" data-testid="plan-price">
        {t('billing.price.free')}
      </p>
    );
  }
  const amount = formatPrice(cents, locale);
  const unit = cycle === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth');
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-baseline gap-x-1.5" data-testid="plan-price">
        <span className="font-serif text-4xl tracking-tight text-fg">{amount}</span>
        <span className="text-sm text-muted">{unit}</span>
      </p>
      {cycle === 'yearly' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>
            {t('billing.price.monthlyEquivalent', { price: formatPrice(Math.round(cents / 12), locale) })}
          </span>
          <SavingsBadge percent={plan.yearlySavingPercent} />
        </p>
      )}
    </div>
  );
}
