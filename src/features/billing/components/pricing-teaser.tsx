import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { usePlans } from '../api/get-plans';
import { formatPrice } from '../utils/format-price';
import { SavingsBadge } from './savings-badge';

/** The plans in brief for the home page: each plan's name, what it is for and its monthly price. */
export function PricingTeaser() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  return (
    <section aria-labelledby="pricing-teaser-heading" className="flex flex-col items-center gap-8">
      <div className="flex max-w-2xl flex-col items-center gap-3 text-center">
        <h2 id="pricing-teaser-heading" className="font-serif text-3xl tracking-tight text-fg">
          {t('billing.teaser.title')}
        </h2>
        <p className="leading-relaxed text-muted">{t('billing.teaser.body')}</p>
      </div>
      {plans.isPending && (
        <p role="status" className="text-muted">
          {t('billing.pricing.loading')}
        </p>
      )}
      {plans.isError && (
        <div className="flex flex-col items-center gap-3">
          <p role="alert" className="text-muted">
            {t('billing.pricing.loadFailed')}
          </p>
          <button type="button" className="button-quiet" onClick={() => void plans.refetch()}>
            {t('billing.pricing.retry')}
          </button>
        </div>
      )}
      {plans.data && (
        <ul className="grid w-full gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="pricing-teaser">
          {plans.data.map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6"
              data-testid="pricing-teaser-plan"
            >
              <h3 dir="auto" className="font-serif text-xl text-fg">
                {plan.name}
              </h3>
              <p className="flex flex-wrap items-baseline gap-x-1.5">
                <span className="font-serif text-3xl tracking-tight text-fg">
                  {formatPrice(plan.monthlyPriceCents, i18n.language)}
                </span>
                <span className="text-sm text-muted">{t('billing.price.perMonth')}</span>
              </p>
              {plan.yearlyPriceCents > 0 && (
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span>
                    {t('billing.teaser.yearly', { price: formatPrice(plan.yearlyPriceCents, i18n.language) })}
                  </span>
                  <SavingsBadge percent={plan.yearlySavingPercent} />
                </p>
              )}
              <p dir="auto" className="text-sm leading-relaxed text-muted">
                {plan.description}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PreloadLink to="/subscribe" className="button-quiet">
        {t('billing.teaser.compare')}
      </PreloadLink>
    </section>
  );
}
